/**
 * Import circles among the TypeScript files under a folder (by default each of src/main,
 * src/renderer and src/shared), type-only imports included: a type-only circle breaks nothing
 * at start but still ties the files together. Every relative `import`, `export … from` and
 * `import()` counts; each strongly connected set of files is one circle. Prints them; exits 1
 * if there is any.
 *
 *   npx tsx scripts/import-cycles.ts [folder …]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every .ts file under `root` (declarations left out). */
function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier names, or null (a package, an asset). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Each file's imports of other files under `root` (absolute paths). */
export function importGraph(root: string): Map<string, Set<string>> {
  const files = sourceFiles(resolve(root));
  const inside = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    // preProcessFile sees type-only imports and `import()` too, without a type check.
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      const target = resolveImport(file, fileName);
      if (target && inside.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The graph's circles: its strongly connected sets of more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const cli = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (cli) {
  const roots = process.argv.length > 2 ? process.argv.slice(2) : ['src/main', 'src/renderer', 'src/shared'];
  let found = 0;
  for (const root of roots) {
    const cycles = importCycles(importGraph(root));
    for (const cycle of cycles)
      console.log(`${cycle.length} files: ${cycle.map((f) => relative(process.cwd(), f)).join(', ')}`);
    console.log(`${cycles.length} import circle(s) in ${root}`);
    found += cycles.length;
  }
  process.exitCode = found > 0 ? 1 : 0;
}
