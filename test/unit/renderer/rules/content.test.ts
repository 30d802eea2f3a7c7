/**
 * The in-app rules: every page file a valid page, complete in German, English and Dutch, the
 * same structure in all three, every "Decision" of docs/rules/<game>.md shown (and marked), all
 * 16 Abyss curses listed.
 */
import abyssMd from '../../../../docs/rules/abyss.md?raw';
import dreizehnMd from '../../../../docs/rules/dreizehn.md?raw';
import sevensinsMd from '../../../../docs/rules/sevensins.md?raw';
import siegelMd from '../../../../docs/rules/siegel.md?raw';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ABYSS_CURSES } from '../../../../src/shared/games/abyss-data';
import { LANGUAGES, type Language } from '../../../../src/shared/settings';
import { GAME_IDS, type GameId } from '../../../../src/shared/types';
import { curseName, curseText } from '../../../../src/renderer/games/abyss/text';
import { DECISIONS } from '../../../../src/renderer/rules/decisions';
import { loadRulesDoc, type StoredRulesDoc } from '../../../../src/renderer/rules';
import {
  FIGURE_IDS,
  rulesShape,
  rulesTexts,
  type Block,
  type RulesDoc,
} from '../../../../src/renderer/rules/types';

/** The repo's rules references, read as text by the test bundler. */
const REFERENCE: Record<GameId, string> = {
  siegel: siegelMd,
  dreizehn: dreizehnMd,
  sevensins: sevensinsMd,
  abyss: abyssMd,
};

/** The page files as the bundler sees them (a stray or missing file shows here). */
const FILES = import.meta.glob<unknown>('../../../../src/renderer/rules/content/*/*.json', {
  eager: true,
  import: 'default',
});
const fileOf = (game: GameId, lang: Language): unknown =>
  FILES[`../../../../src/renderer/rules/content/${game}/${lang}.json`];

/** What a page file must be: exactly StoredRulesDoc (checked both ways below), no text empty. */
const text = z.string().trim().min(1);
const items = <T extends z.core.SomeType>(item: T) => z.array(item).min(1);
const storedPage = z.strictObject({
  game: z.enum(GAME_IDS),
  title: text,
  lead: text,
  sections: items(
    z.strictObject({
      id: text,
      title: text,
      blocks: items(
        z.discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('p'), text }),
          z.strictObject({ kind: z.enum(['list', 'steps']), items: items(text) }),
          z.strictObject({ kind: z.literal('terms'), items: items(z.strictObject({ term: text, text })) }),
          z.strictObject({ kind: z.literal('example'), title: text, lines: items(text) }),
          z.strictObject({ kind: z.literal('decision'), id: text, text }),
          z.strictObject({ kind: z.literal('figure'), figure: z.enum(FIGURE_IDS), caption: text }),
          z.strictObject({ kind: z.literal('curses') }),
        ]),
      ),
    }),
  ),
});
type Schema = z.infer<typeof storedPage>;
// Compile-time: the schema and the page type say the same (a new block kind must be added here).
const schemaIsType: [Schema] extends [StoredRulesDoc]
  ? [StoredRulesDoc] extends [Schema]
    ? true
    : false
  : false = true;

/** Every page, loaded as the reader loads it. */
const RULES = {} as Record<GameId, Record<Language, RulesDoc>>;
beforeAll(async () => {
  for (const game of GAME_IDS) {
    const docs = await Promise.all(LANGUAGES.map((lang) => loadRulesDoc(game, lang)));
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
  it('has one valid page file per game and language', () => {
    expect(schemaIsType).toBe(true);
    expect(Object.keys(FILES)).toHaveLength(GAME_IDS.length * LANGUAGES.length);
    for (const game of GAME_IDS) {
      for (const lang of LANGUAGES) {
        const parsed = storedPage.safeParse(fileOf(game, lang));
        expect(parsed.error, `${game}/${lang}`).toBeUndefined();
        expect(parsed.data?.game, `${game}/${lang}`).toBe(game);
        // The computed curse list belongs to Abyss only.
        const curses = parsed.data?.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'curses');
        expect(curses, `${game}/${lang}`).toHaveLength(game === 'abyss' ? 1 : 0);
      }
    }
  });

  it('has a document for every game and language, each text filled in', () => {
    for (const game of GAME_IDS) {
      for (const lang of LANGUAGES) {
        const doc = RULES[game][lang];
        expect(doc.game, `${game}/${lang}`).toBe(game);
        expect(doc.sections.length, `${game}/${lang}`).toBeGreaterThanOrEqual(6);
        for (const text of rulesTexts(doc)) {
          expect(text.trim(), `${game}/${lang}: empty text`).not.toBe('');
          // Only <b>…</b>, balanced, and no rules-reference code left in player text.
          const tags = [...text.matchAll(/<\/?([a-z]+)>/g)].map((m) => m[0]);
          expect(
            tags.every((t) => t === '<b>' || t === '</b>'),
            text,
          ).toBe(true);
          expect(tags.filter((t) => t === '<b>').length, text).toBe(tags.filter((t) => t === '</b>').length);
          expect(text, `${game}/${lang}`).not.toMatch(/`|\{"|legalActions/);
        }
      }
    }
  });

  it('gives the three languages the same structure', () => {
    for (const game of GAME_IDS) {
      const en = rulesShape(RULES[game].en);
      expect(rulesShape(RULES[game].de), `${game} de`).toEqual(en);
      expect(rulesShape(RULES[game].nl), `${game} nl`).toEqual(en);
    }
  });

  it('is written in each language, not copied from another', () => {
    for (const game of GAME_IDS) {
      const long = (lang: (typeof LANGUAGES)[number]): string[] =>
        rulesTexts(RULES[game][lang]).filter((t) => t.length > 40);
      const en = new Set(long('en'));
      const de = new Set(long('de'));
      for (const t of long('de')) expect(en.has(t), `${game} de = en: ${t}`).toBe(false);
      for (const t of long('nl')) {
        expect(en.has(t), `${game} nl = en: ${t}`).toBe(false);
        expect(de.has(t), `${game} nl = de: ${t}`).toBe(false);
      }
    }
  });

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

  it('lists all 16 Abyss curses with their effects in every language', () => {
    const terms = (lang: (typeof LANGUAGES)[number]): { term: string; text: string }[] =>
      RULES.abyss[lang].sections
        .find((s) => s.id === 'curses')!
        .blocks.flatMap((b) => (b.kind === 'terms' ? b.items : []));
    expect(terms('de')).toHaveLength(16);
    // One source: the curses' message files serve the table, the replays and the rules.
    for (const lang of LANGUAGES)
      ABYSS_CURSES.forEach((c, i) => {
        expect(terms(lang)[i]).toEqual({
          term: `${c.number}. ${curseName(lang, c.id)}`,
          text: curseText(lang, c.id),
        });
      });
  });

  it('uses the games’ own German terms', () => {
    const de = (game: GameId): string => rulesTexts(RULES[game].de).join(' ');
    for (const word of ['Siegel', 'Saboteur', 'Stich', 'Trumpf', 'bedienen'])
      expect(de('siegel')).toContain(word);
    for (const word of ['Zielscheibe', 'Fiese Vier']) expect(de('dreizehn')).toContain(word);
    for (const word of ['Sünde', 'Dämon', 'Seele', 'Tanuki', 'Kitsune', 'Trumpf', 'Stich'])
      expect(de('sevensins')).toContain(word);
    for (const word of ['Heptagramm', 'Fluch', 'Trumpfleiste']) expect(de('abyss')).toContain(word);
  });
});
