/**
 * The app's shape (docs/architecture.md): the host's folders (docs/host.md) and the renderer's
 * layers import one way only, as eslint.config.js's per-folder `no-restricted-imports` says, and
 * src/main, src/renderer and src/shared have no import circles, type-only imports included. Each
 * check is shown to bite on a fixture as well as to pass on the code.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../../scripts/import-cycles';

const repo = join(import.meta.dirname, '../../../..');
const hostDir = join(repo, 'src/main/host');
const rendererDir = join(repo, 'src/renderer');
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

/** A fixture that imports `from` and uses it, so only the import rule has a say. */
const importing = (from: string): string => `import { x } from '${from}';\nexport const y = x;\n`;

describe('the renderer’s layers import one way', () => {
  const base = (folder: string, below: string): string =>
    `renderer/${folder} is a base layer: it may import ${below}, never a feature, screens/ or main.ts (docs/architecture.md).`;
  const features = (folder: string, allowed: string): string =>
    `renderer/${folder} may import ${allowed} (docs/architecture.md).`;
  const upward =
    'A feature never imports screens/ or main.ts: have a function handed in (docs/architecture.md).';

  // One fixture per rule: each folder's file importing what its rule forbids.
  const cases: [rule: string, file: string, from: string, message: string][] = [
    ['i18n (base 0)', 'i18n/fixture.ts', '../layout/scale', base('i18n', 'no other renderer folder')],
    ['layout (base 0)', 'layout/fixture.ts', '../theme/theme', base('layout', 'no other renderer folder')],
    ['audio (base 0)', 'audio/fixture.ts', '../core/motion', base('audio', 'no other renderer folder')],
    ['theme (base 1)', 'theme/fixture.ts', '../art/cards', base('theme', 'i18n, layout, audio')],
    ['net (base 1)', 'net/fixture.ts', '../core/testhook', base('net', 'i18n, layout, audio')],
    ['core (base 1)', 'core/fixture.ts', '../ui/chrome', base('core', 'i18n, layout, audio')],
    ['art (base 2)', 'art/fixture.ts', '../ui/widgets', base('art', 'i18n, layout, audio, theme, net, core')],
    [
      'ui (base 3)',
      'ui/fixture.ts',
      '../screens/base',
      base('ui', 'i18n, layout, audio, theme, net, core, art'),
    ],
    [
      'app (base 4)',
      'app/fixture.ts',
      '../main',
      base('app', 'i18n, layout, audio, theme, net, core, art, ui'),
    ],
    ['a feature never imports screens/', 'lessons/fixture.ts', '../screens/scroll', upward],
    ['nor main.ts', 'games/common/fixture.ts', '../../main', upward],
    ['scenes', 'scenes/fixture.ts', '../games/common/scene-core', features('scenes', 'no other feature')],
    ['saves', 'saves/fixture.ts', '../challenge/model', features('saves', 'no other feature')],
    ['lobby', 'lobby/fixture.ts', '../challenge/model', features('lobby', 'no other feature')],
    ['statistics', 'statistics/fixture.ts', '../saves/model', features('statistics', 'no other feature')],
    [
      'challenge',
      'challenge/fixture.ts',
      '../lobby/tables',
      features('challenge', 'the other features saves only'),
    ],
    [
      'games',
      'games/common/fixture.ts',
      '../../replay/model',
      features('games', 'the other features scenes, challenge only'),
    ],
    ['hints', 'hints/fixture.ts', '../replay/model', features('hints', 'the other features games only')],
    [
      'lessons',
      'lessons/fixture.ts',
      '../games/common/views',
      features('lessons', 'the other features hints only'),
    ],
    [
      'replay',
      'replay/fixture.ts',
      '../lessons/coach',
      features('replay', 'the other features games, hints only'),
    ],
    ['rules', 'rules/fixture.ts', '../games/common/scene-core', features('rules', 'no other feature')],
    [
      'screens never import main.ts',
      'screens/fixture.ts',
      '../main',
      'Screens never import main.ts: it hands them the AppContext (docs/architecture.md).',
    ],
  ];

  it.each(cases)('%s: a forbidden import fails the lint', async (_rule, file, from, message) => {
    const found = await restricted(`src/renderer/${file}`, importing(from));
    expect(found).toEqual([`'${from}' import is restricted from being used by a pattern. ${message}`]);
  });

  it('every renderer file keeps the browser rules (no node built-ins, no main process)', async () => {
    expect(await restricted('src/renderer/ui/fixture.ts', importing('node:fs'))).toEqual([
      "'node:fs' import is restricted from being used. The renderer runs in a browser.",
    ]);
    expect(
      await restricted('src/renderer/replay/fixture.ts', importing('../../main/host/host')),
    ).toHaveLength(1);
  });

  it('a layer may import a lower one, and src/shared', async () => {
    const allowed: [file: string, from: string][] = [
      ['ui/fixture.ts', '../core/testhook'],
      ['app/fixture.ts', '../ui/chrome'],
      ['replay/fixture.ts', '../hints/describe'],
      ['games/common/fixture.ts', '../../challenge/model'],
      // src/shared/games is not the renderer's games/.
      ['hints/fixture.ts', '../../shared/games/siegel'],
      ['screens/fixture.ts', '../lessons/coach'],
    ];
    for (const [file, from] of allowed)
      expect(await restricted(`src/renderer/${file}`, importing(from)), `${file} → ${from}`).toEqual([]);
  });

  it('every renderer folder with code has its rule', async () => {
    const hasCode = (dir: string): boolean =>
      readdirSync(dir).some((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? hasCode(path) : name.endsWith('.ts');
      });
    const folders = readdirSync(rendererDir).filter(
      (name) => statSync(join(rendererDir, name)).isDirectory() && hasCode(join(rendererDir, name)),
    );
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const config = (await eslint.calculateConfigForFile(join(rendererDir, folder, 'fixture.ts'))) as {
        rules: Record<string, [unknown, { patterns: { message?: string }[] }]>;
      };
      const patterns = config.rules['no-restricted-imports']?.[1].patterns ?? [];
      expect(
        patterns.some((p) => p.message?.includes('docs/architecture.md')),
        `renderer/${folder} is missing from RENDERER_BASE or RENDERER_FEATURES in eslint.config.js`,
      ).toBe(true);
    }
  });

  it('the features’ allowed imports of one another form no circle', async () => {
    const names = [
      'scenes',
      'saves',
      'lobby',
      'statistics',
      'challenge',
      'games',
      'hints',
      'lessons',
      'replay',
      'rules',
    ];
    const allowed = new Map<string, Set<string>>();
    for (const folder of names) {
      const mayImport = new Set<string>();
      for (const other of names)
        if (
          other !== folder &&
          (await restricted(`src/renderer/${folder}/fixture.ts`, importing(`../${other}/x`))).length === 0
        )
          mayImport.add(other);
      allowed.set(folder, mayImport);
    }
    expect(Object.fromEntries([...allowed].map(([f, s]) => [f, [...s].sort()]))).toEqual({
      scenes: [],
      saves: [],
      lobby: [],
      statistics: [],
      challenge: ['saves'],
      games: ['challenge', 'scenes'],
      hints: ['games'],
      lessons: ['hints'],
      replay: ['games', 'hints'],
      rules: [],
    });
    expect(importCycles(allowed)).toEqual([]);
  });
});

describe('import circles', () => {
  it.each(['src/main', 'src/renderer', 'src/shared'])('%s has none, type-only imports included', (root) => {
    const cycles = importCycles(importGraph(join(repo, root)));
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
