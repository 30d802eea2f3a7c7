/**
 * The in-app rules of every game in every language. Each page is a data file,
 * content/<game>/<lang>.json (prose for translators, not code; the three languages of a game
 * share one structure, checked by test/unit/renderer/rules/content.test.ts). A page is loaded
 * when the reader first shows it, so the text stays out of the startup bundle. Computed parts
 * stay in code: the Abyss curse list (the table's own names and texts) stands in a page file
 * as the block `{ "kind": "curses" }`.
 */
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { curseTerms } from './content/abyss/curses';
import type { Block, RulesDoc, Section } from './types';

/** A block as a page file holds it: a rules block, or the place of the computed curse list. */
export type StoredBlock = Block | { kind: 'curses' };

/** A page as content/<game>/<lang>.json holds it. */
export interface StoredRulesDoc extends Omit<RulesDoc, 'sections'> {
  sections: (Omit<Section, 'blocks'> & { blocks: StoredBlock[] })[];
}

/** The page files, each its own chunk, fetched on demand. */
const PAGE_FILES = import.meta.glob<StoredRulesDoc>('./content/*/*.json', { import: 'default' });

const pages = new Map<string, Promise<RulesDoc>>();
const loaded = new Map<string, RulesDoc>();

const pagePath = (game: GameId, language: Language): string => `./content/${game}/${language}.json`;

/** A stored page with its computed parts filled in. */
export function expandRulesDoc(stored: StoredRulesDoc, language: Language): RulesDoc {
  return {
    ...stored,
    sections: stored.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((b): Block =>
        b.kind === 'curses' ? { kind: 'terms', items: curseTerms(language) } : b,
      ),
    })),
  };
}

/** A page, loaded on first use (the same promise for every caller). */
export function loadRulesDoc(game: GameId, language: Language): Promise<RulesDoc> {
  const path = pagePath(game, language);
  let page = pages.get(path);
  if (!page) {
    const file = PAGE_FILES[path];
    if (!file) return Promise.reject(new Error(`No rules page ${path}`));
    page = file().then(
      (stored) => {
        const doc = expandRulesDoc(stored, language);
        loaded.set(path, doc);
        return doc;
      },
      (err: unknown) => {
        pages.delete(path); // a failed fetch (a LAN browser client) is tried again next time
        throw err;
      },
    );
    pages.set(path, page);
  }
  return page;
}

/** A page if it has been loaded already, so the reader can build it at once. */
export function loadedRulesDoc(game: GameId, language: Language): RulesDoc | undefined {
  return loaded.get(pagePath(game, language));
}
