/**
 * The in-app rules against the repo's references and the renderer: every "Decision" of
 * docs/rules/<game>.md shown (and marked) in every language, and the illustrations the renderer
 * draws, each with a caption. The pages' own checks (every page in every language, the same
 * structure and placeholders, the curses' words) are test/unit/shared/i18n/rules.test.ts.
 */
import abyssMd from '../../../../docs/rules/abyss.md?raw';
import dreizehnMd from '../../../../docs/rules/dreizehn.md?raw';
import sevensinsMd from '../../../../docs/rules/sevensins.md?raw';
import siegelMd from '../../../../docs/rules/siegel.md?raw';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIGURE_IDS, rulesPage, type Block, type RulesDoc } from '../../../../src/shared/i18n/rules';
import { LANGUAGES, type Language } from '../../../../src/shared/settings';
import { GAME_IDS, type GameId } from '../../../../src/shared/types';
import { DECISIONS } from './decisions';

/** The repo's rules references, read as text by the test bundler. */
const REFERENCE: Record<GameId, string> = {
  siegel: siegelMd,
  dreizehn: dreizehnMd,
  sevensins: sevensinsMd,
  abyss: abyssMd,
};

/** Every page, loaded as the reader loads it. */
const RULES = {} as Record<GameId, Record<Language, RulesDoc>>;
beforeAll(async () => {
  for (const game of GAME_IDS) {
    const docs = await Promise.all(LANGUAGES.map((lang) => rulesPage(lang, game)));
    RULES[game] = Object.fromEntries(LANGUAGES.map((lang, i) => [lang, docs[i]!])) as Record<
      Language,
      RulesDoc
    >;
  }
});

const squash = (s: string): string => s.replace(/\s+/g, ' ');

function blocks(doc: RulesDoc): Block[] {
  return doc.sections.flatMap((s) => s.blocks);
}

/**
 * The decisions of a rules reference (whitespace squashed): positions of each marker after
 * the first heading — `**Decision:**`, `**Decision (…):**` or a heading `## … (Decision)`.
 * The introduction only explains the markers.
 */
function decisionMarkers(md: string): number[] {
  const offset = md.indexOf(' ## ');
  const re = /\*\*Decision(?: \([^)]*\))?:\*\*| ## [^#*]*?\(Decision\)/g;
  return [...md.slice(offset).matchAll(re)].map((m) => offset + m.index);
}

describe('in-app rules content', () => {
  it('shows every Decision of docs/rules/<game>.md, and only those', () => {
    for (const game of GAME_IDS) {
      const md = squash(REFERENCE[game]);
      const markers = decisionMarkers(md);
      const refs = DECISIONS[game];
      expect(refs.length, `${game}: one entry per Decision in the reference`).toBe(markers.length);
      const owners = new Set<number>();
      for (const ref of refs) {
        const at = md.indexOf(squash(ref.quote));
        expect(at, `${game}/${ref.id}: quote found`).toBeGreaterThanOrEqual(0);
        expect(md.indexOf(squash(ref.quote), at + 1), `${game}/${ref.id}: quote unique`).toBe(-1);
        const owner = markers.filter((m) => m <= at).pop();
        expect(owner, `${game}/${ref.id}: quote lies after a Decision marker`).toBeDefined();
        owners.add(owner!);
      }
      expect(owners.size, `${game}: every marker has its own entry`).toBe(markers.length);
      expect(new Set(refs.map((r) => r.id)).size).toBe(refs.length);

      for (const lang of LANGUAGES) {
        const shown = blocks(RULES[game][lang])
          .filter((b): b is Extract<Block, { kind: 'decision' }> => b.kind === 'decision')
          .map((b) => b.id)
          .sort();
        expect(shown, `${game}/${lang}`).toEqual(refs.map((r) => r.id).sort());
      }
    }
  });

  it('draws the illustrations the rules ask for, each with a caption', () => {
    const want: Record<GameId, string[]> = {
      siegel: ['siegel.trick', 'siegel.return'],
      dreizehn: ['dreizehn.overflow'],
      sevensins: ['sevensins.table', 'sevensins.trick'],
      abyss: ['abyss.board', 'abyss.scale'],
    };
    expect(Object.values(want).flat().sort()).toEqual([...FIGURE_IDS].sort());
    for (const game of GAME_IDS) {
      for (const lang of LANGUAGES) {
        const figures = blocks(RULES[game][lang]).filter(
          (b): b is Extract<Block, { kind: 'figure' }> => b.kind === 'figure',
        );
        expect(figures.map((f) => f.figure).sort(), `${game}/${lang}`).toEqual([...want[game]].sort());
        for (const f of figures) expect(f.caption.length, `${game}/${lang} ${f.figure}`).toBeGreaterThan(40);
      }
    }
  });
});
