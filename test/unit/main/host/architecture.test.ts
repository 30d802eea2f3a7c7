/**
 * The host's shape (docs/host.md): its folders import one way only, as eslint.config.js's
 * per-folder `no-restricted-imports` says, and src/main has no import circles, type-only
 * imports included. Each check is shown to bite on a fixture as well as to pass on the code.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../../scripts/import-cycles';

const repo = join(import.meta.dirname, '../../../..');
const hostDir = join(repo, 'src/main/host');
const eslint = new ESLint({ cwd: repo });

/** The import rule's complaints about `code` as if it were the file at `path`. */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the host folders import one way', () => {
  it('a lower folder may not import a higher one (a table knows no rooms)', async () => {
    const found = await restricted(
      'src/main/host/table/fixture.ts',
      "import { Rooms } from '../rooms/rooms';\nexport const made = Rooms;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('docs/host.md');
  });

  it('a part may not import another part (play knows nothing of the LAN part)', async () => {
    const found = await restricted(
      'src/main/host/play/fixture.ts',
      "import type { LanDesk } from '../lan/lan-desk';\nexport type Desk = LanDesk;\n",
    );
    expect(found).toHaveLength(1);
  });

  it('no folder imports the router', async () => {
    const found = await restricted(
      'src/main/host/rooms/fixture.ts',
      "import type { Host } from '../host';\nexport type H = Host;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('Only the router imports the router.');
  });

  it('a higher folder may import a lower one', async () => {
    const found = await restricted(
      'src/main/host/rooms/fixture.ts',
      "import { TableSession } from '../table/table-session';\nexport const made = TableSession;\n",
    );
    expect(found).toEqual([]);
  });

  it('every host folder has its rule', async () => {
    const folders = readdirSync(hostDir).filter((name) => statSync(join(hostDir, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const config = (await eslint.calculateConfigForFile(join(hostDir, folder, 'fixture.ts'))) as {
        rules: Record<string, [unknown, { patterns: { message?: string }[] }]>;
      };
      const patterns = config.rules['no-restricted-imports']?.[1].patterns ?? [];
      expect(
        patterns.some((p) => p.message === 'Only the router imports the router.'),
        `host/${folder} is missing from HOST_LAYERS in eslint.config.js`,
      ).toBe(true);
    }
  });
});

describe('import circles', () => {
  it('src/main has none, type-only imports included', () => {
    const cycles = importCycles(importGraph(join(repo, 'src/main')));
    expect(cycles.map((cycle) => cycle.map((file) => file.slice(repo.length + 1)))).toEqual([]);
  });

  it('the check finds a circle, however long, and a file that imports itself', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
      ['e', new Set(['e'])],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('the graph counts type-only imports and re-exports', () => {
    const graph = importGraph(join(repo, 'src/main/host'));
    const imports = graph.get(join(hostDir, 'rooms/core.ts'));
    // core.ts imports rooms.ts for its type only.
    expect(imports?.has(join(hostDir, 'rooms/rooms.ts'))).toBe(true);
    const clients = graph.get(join(hostDir, 'rooms/clients.ts'));
    // clients.ts re-exports from connection/port.ts.
    expect(clients?.has(join(hostDir, 'connection/port.ts'))).toBe(true);
  });
});
