/**
 * The rules pages: the in-app rules of every game in every language, the second shape of text
 * beside the keyed messages and kept with them, one structured document per game and language
 * (src/shared/messages/<language>/rules/<game>.json: sections of blocks — paragraphs, lists,
 * numbered steps, term lists, worked examples, "Decision" call-outs and illustration slots).
 * The three languages of a game share one structure; `rulesShape` reduces a document to it, and
 * test/unit/shared/i18n/rules.test.ts holds every page to the message files' rules (every page in
 * every language, the same sections and blocks, the same placeholders). Text may carry
 * `<b>…</b>` for emphasis (Pixi tagged text); nothing else.
 *
 * A page is loaded when it is first read (`rulesPage`), each its own chunk, so the text stays
 * out of the startup bundle. Computed parts stay in code: the Abyss curse list stands in a page
 * as the block `{ "kind": "curses" }` and is filled from the `curses` messages, the words the
 * table shows.
 */
import { ABYSS_CURSES } from '../games/abyss-data';
import type { Language } from './languages';
import type { GameId } from '../types';
import { text } from './format';

/** The illustrations the renderer draws (src/renderer/rules/figures.ts). */
export const FIGURE_IDS = [
  'siegel.trick',
  'siegel.return',
  'dreizehn.overflow',
  'sevensins.table',
  'sevensins.trick',
  'abyss.board',
  'abyss.scale',
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

export interface Term {
  term: string;
  text: string;
}

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'terms'; items: Term[] }
  /** A worked example: a title and its lines (a score table in words). */
  | { kind: 'example'; title: string; lines: string[] }
  /** One of our decisions; `id` names its "Decision" in docs/rules/<game>.md (test/unit/renderer/rules/decisions.ts). */
  | { kind: 'decision'; id: string; text: string }
  | { kind: 'figure'; figure: FigureId; caption: string };

export type BlockKind = Block['kind'];

export interface Section {
  /** Stable across languages (the table of contents and tests use it). */
  id: string;
  title: string;
  blocks: Block[];
}

export interface RulesDoc {
  game: GameId;
  /** The page heading: the game's name. */
  title: string;
  /** One or two lines under the heading: players, what kind of game. */
  lead: string;
  sections: Section[];
}

/** A document's structure without its words: what must agree between languages. */
export function rulesShape(doc: RulesDoc): string[] {
  const out: string[] = [`game:${doc.game}`];
  for (const section of doc.sections) {
    out.push(`section:${section.id}`);
    for (const b of section.blocks) {
      switch (b.kind) {
        case 'p':
          out.push('p');
          break;
        case 'list':
        case 'steps':
        case 'terms':
          out.push(`${b.kind}:${b.items.length}`);
          break;
        case 'example':
          out.push(`example:${b.lines.length}`);
          break;
        case 'decision':
          out.push(`decision:${b.id}`);
          break;
        case 'figure':
          out.push(`figure:${b.figure}`);
          break;
      }
    }
  }
  return out;
}

/** Every string of a document (for completeness checks). */
export function rulesTexts(doc: RulesDoc): string[] {
  const out = [doc.title, doc.lead];
  for (const section of doc.sections) {
    out.push(section.title);
    for (const b of section.blocks) {
      switch (b.kind) {
        case 'p':
        case 'decision':
          out.push(b.text);
          break;
        case 'list':
        case 'steps':
          out.push(...b.items);
          break;
        case 'terms':
          for (const t of b.items) out.push(t.term, t.text);
          break;
        case 'example':
          out.push(b.title, ...b.lines);
          break;
        case 'figure':
          out.push(b.caption);
          break;
      }
    }
  }
  return out;
}

/** A block as a page file holds it: a rules block, or the place of the computed curse list. */
export type StoredBlock = Block | { kind: 'curses' };

/** A page as src/shared/messages/<language>/rules/<game>.json holds it. */
export interface StoredRulesDoc extends Omit<RulesDoc, 'sections'> {
  sections: (Omit<Section, 'blocks'> & { blocks: StoredBlock[] })[];
}

type PageFile = () => Promise<{ default: unknown }>;

/** The page files, one per language and game (each its own chunk, fetched on demand). */
const PAGE_FILES: Record<Language, Record<GameId, PageFile>> = {
  en: {
    abyss: () => import('../messages/en/rules/abyss.json'),
    dreizehn: () => import('../messages/en/rules/dreizehn.json'),
    sevensins: () => import('../messages/en/rules/sevensins.json'),
    siegel: () => import('../messages/en/rules/siegel.json'),
  },
  de: {
    abyss: () => import('../messages/de/rules/abyss.json'),
    dreizehn: () => import('../messages/de/rules/dreizehn.json'),
    sevensins: () => import('../messages/de/rules/sevensins.json'),
    siegel: () => import('../messages/de/rules/siegel.json'),
  },
  nl: {
    abyss: () => import('../messages/nl/rules/abyss.json'),
    dreizehn: () => import('../messages/nl/rules/dreizehn.json'),
    sevensins: () => import('../messages/nl/rules/sevensins.json'),
    siegel: () => import('../messages/nl/rules/siegel.json'),
  },
};

/** A page file as stored (its shape is held to StoredRulesDoc by the rules test). */
export async function storedRulesPage(lang: Language, game: GameId): Promise<StoredRulesDoc> {
  return (await PAGE_FILES[lang][game]()).default as StoredRulesDoc;
}

/** The Abyss curses as rule terms, numbered as on their cards, in the words the table shows. */
export function curseTerms(lang: Language): Term[] {
  return ABYSS_CURSES.map((c) => ({
    term: `${c.number}. ${text(lang, `curses.${c.id}.name`)}`,
    text: text(lang, `curses.${c.id}.text`),
  }));
}

/** A stored page with its computed parts filled in. */
export function expandRulesDoc(stored: StoredRulesDoc, lang: Language): RulesDoc {
  return {
    ...stored,
    sections: stored.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((b): Block =>
        b.kind === 'curses' ? { kind: 'terms', items: curseTerms(lang) } : b,
      ),
    })),
  };
}

const pages = new Map<string, Promise<RulesDoc>>();
const loaded = new Map<string, RulesDoc>();

/** A game's rules page in a language, loaded on first use (the same promise for every caller). */
export function rulesPage(lang: Language, game: GameId): Promise<RulesDoc> {
  const key = `${lang}/${game}`;
  let page = pages.get(key);
  if (!page) {
    page = storedRulesPage(lang, game).then(
      (stored) => {
        const doc = expandRulesDoc(stored, lang);
        loaded.set(key, doc);
        return doc;
      },
      (err: unknown) => {
        pages.delete(key); // a failed fetch (a LAN browser client) is tried again next time
        throw err;
      },
    );
    pages.set(key, page);
  }
  return page;
}

/** A page if it has been loaded already, so the reader can build it at once. */
export function loadedRulesPage(lang: Language, game: GameId): RulesDoc | undefined {
  return loaded.get(`${lang}/${game}`);
}
