/**
 * The rules pages (src/shared/messages/<language>/rules/<game>.json) held to the rules of the
 * message files: every page in every language, each a valid page with every text filled in, the
 * same sections and blocks in every language, the same placeholders in each text; written in each
 * language, not copied; the Abyss curses from the `curses` messages (one source with the table).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ABYSS_CURSES } from '../../../../src/shared/games/abyss-data';
import { text as words } from '../../../../src/shared/i18n/format';
import {
  FIGURE_IDS,
  rulesPage,
  rulesShape,
  rulesTexts,
  storedRulesPage,
  type RulesDoc,
  type StoredRulesDoc,
} from '../../../../src/shared/i18n/rules';
import { LANGUAGES, type Language } from '../../../../src/shared/settings';
import { GAME_IDS, type GameId } from '../../../../src/shared/types';

const DIR = path.resolve(__dirname, '../../../../src/shared/messages');

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

/** The parameters a text uses, as the message files count them (`{name}`, `{n|one|other}`). */
function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)(?:\|[^{}|]*)*\}/g)].map((m) => m[1]!))].sort();
}

/** Every page, as stored and as the reader gets it. */
const STORED = {} as Record<GameId, Record<Language, unknown>>;
const RULES = {} as Record<GameId, Record<Language, RulesDoc>>;
beforeAll(async () => {
  for (const game of GAME_IDS) {
    STORED[game] = {} as Record<Language, unknown>;
    RULES[game] = {} as Record<Language, RulesDoc>;
    for (const lang of LANGUAGES) {
      STORED[game][lang] = await storedRulesPage(lang, game);
      RULES[game][lang] = await rulesPage(lang, game);
    }
  }
});

describe('rules pages', () => {
  it('has a page for every game in every language, and no other file', () => {
    for (const lang of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(DIR, lang, 'rules'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files, lang).toEqual([...GAME_IDS].sort());
    }
  });

  it('is a valid page, every text filled in', () => {
    expect(schemaIsType).toBe(true);
    for (const game of GAME_IDS) {
      for (const lang of LANGUAGES) {
        const parsed = storedPage.safeParse(STORED[game][lang]);
        expect(parsed.error, `${game}/${lang}`).toBeUndefined();
        expect(parsed.data?.game, `${game}/${lang}`).toBe(game);
        // The computed curse list belongs to Abyss only.
        const curses = parsed.data?.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'curses');
        expect(curses, `${game}/${lang}`).toHaveLength(game === 'abyss' ? 1 : 0);
        const doc = RULES[game][lang];
        expect(doc.sections.length, `${game}/${lang}`).toBeGreaterThanOrEqual(6);
        for (const t of rulesTexts(doc)) {
          expect(t.trim(), `${game}/${lang}: empty text`).not.toBe('');
          // Only <b>…</b>, balanced, and no rules-reference code left in player text.
          const tags = [...t.matchAll(/<\/?([a-z]+)>/g)].map((m) => m[0]);
          expect(
            tags.every((x) => x === '<b>' || x === '</b>'),
            t,
          ).toBe(true);
          expect(tags.filter((x) => x === '<b>').length, t).toBe(tags.filter((x) => x === '</b>').length);
          expect(t, `${game}/${lang}`).not.toMatch(/`|\{"|legalActions/);
        }
      }
    }
  });

  it('has the same sections and blocks in every language, with the same placeholders', () => {
    for (const game of GAME_IDS) {
      const en = RULES[game].en;
      const enTexts = rulesTexts(en);
      for (const lang of LANGUAGES) {
        const doc = RULES[game][lang];
        expect(rulesShape(doc), `${game} ${lang}`).toEqual(rulesShape(en));
        const texts = rulesTexts(doc);
        expect(texts.length, `${game} ${lang}`).toBe(enTexts.length);
        texts.forEach((t, i) =>
          expect(placeholders(t), `${game} ${lang}: ${t}`).toEqual(placeholders(enTexts[i]!)),
        );
      }
    }
  });

  it('is written in each language, not copied from another', () => {
    for (const game of GAME_IDS) {
      const long = (lang: Language): string[] => rulesTexts(RULES[game][lang]).filter((t) => t.length > 40);
      const en = new Set(long('en'));
      const de = new Set(long('de'));
      for (const t of long('de')) expect(en.has(t), `${game} de = en: ${t}`).toBe(false);
      for (const t of long('nl')) {
        expect(en.has(t), `${game} nl = en: ${t}`).toBe(false);
        expect(de.has(t), `${game} nl = de: ${t}`).toBe(false);
      }
    }
  });

  it('lists all 16 Abyss curses in every language, in the words of the curses messages', () => {
    for (const lang of LANGUAGES) {
      const terms = RULES.abyss[lang].sections
        .find((s) => s.id === 'curses')!
        .blocks.flatMap((b) => (b.kind === 'terms' ? b.items : []));
      expect(terms, lang).toHaveLength(16);
      ABYSS_CURSES.forEach((c, i) => {
        expect(terms[i]).toEqual({
          term: `${c.number}. ${words(lang, `curses.${c.id}.name`)}`,
          text: words(lang, `curses.${c.id}.text`),
        });
      });
    }
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
