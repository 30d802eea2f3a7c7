/**
 * No text for a person is written in code: it lives in the message files (src/shared/messages).
 * The scan reads every string and template literal of src/ with the TypeScript compiler and
 * tells the two kinds apart by where the literal stands:
 * - Person text: a literal with two or more words of letters ("Your turn", `${n} points left`).
 * - Developer text, allowed inline: the argument of `new …Error(…)` or `console.*` (for whoever
 *   reads a stack or a log), an import path, a type, and the files whose output is for
 *   developers by design: the command-line tools (src/main/cli, English terminal output) and
 *   the games' consistency checkers (problems a failing test prints).
 * - A line may say why a literal is not words for people with a trailing `// not-words: why`
 *   comment (a CSS font stack, a test id); the test lists how many there are, so they stay few.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = ['src/main', 'src/shared', 'src/renderer', 'src/preload'];
/**
 * Output for developers by design (see the file's comment): the command-line tools, the games'
 * invariant checkers and 13's check of a sampled log, whose problems only a failing test prints.
 */
const DEVELOPER_FILES = [/^src\/main\/cli\//, /\/invariants\.ts$/, /^src\/main\/games\/dreizehn\/log\.ts$/];
const WORDS = /[A-Za-zÄÖÜäöüß]{2,}[,;:]?\s+[A-Za-zÄÖÜäöüß]{2,}/;
const DEVELOPER_CALL = /^(console\.\w+)$/;

interface Finding {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sourceFiles(rel));
    else if (rel.endsWith('.ts') && !rel.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Whether a literal stands where developer text goes. */
function forDevelopers(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true;
    if (ts.isCallExpression(p) && DEVELOPER_CALL.test(p.expression.getText())) return true;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isImportTypeNode(p)) return true;
    if (ts.isLiteralTypeNode(p)) return true;
  }
  return false;
}

/** The person text written inline in `file`, and the literals marked `not-words`. */
function scan(file: string, source: string): { found: Finding[]; marked: number } {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lines = source.split('\n');
  const found: Finding[] = [];
  let marked = 0;
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = ts.isTemplateExpression(node) ? node.getText() : node.text;
      if (WORDS.test(text) && !forDevelopers(node)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line;
        if (/\/\/ not-words: \S/.test(lines[line] ?? '')) marked++;
        else found.push({ file, line: line + 1, text: text.slice(0, 80) });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { found, marked };
}

describe('no text for a person inline in code', () => {
  it('tells person text from developer text', () => {
    const { found, marked } = scan(
      'x.ts',
      [
        "const a = 'Your turn';",
        "throw new Error('the seat is out of range');",
        "console.warn('host slow to answer');",
        "import x from './some file';",
        "const font = 'Source Sans 3, sans-serif'; // not-words: a font stack",
        'const b = `${n} points left`;',
        "const id = 'hand.B7';",
      ].join('\n'),
    );
    expect(found.map((f) => f.line)).toEqual([1, 6]);
    expect(marked).toBe(1);
  });

  it('finds none in src/', () => {
    const found: Finding[] = [];
    let marked = 0;
    for (const dir of SOURCES) {
      if (!fs.existsSync(path.join(ROOT, dir))) continue;
      for (const file of sourceFiles(dir)) {
        if (DEVELOPER_FILES.some((re) => re.test(file))) continue;
        const r = scan(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
        found.push(...r.found);
        marked += r.marked;
      }
    }
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
    // A marked exception says why; they stay few.
    expect(marked).toBeLessThan(40);
  });
});
