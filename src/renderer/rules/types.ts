/**
 * The in-app rules as typed data: a document per game and language, made of sections of
 * blocks (paragraphs, lists, numbered steps, term lists, worked examples, "Decision"
 * call-outs and illustration slots). The three languages of a game share one structure;
 * `rulesShape` reduces a document to that structure so a unit test can compare them.
 * Text may carry `<b>…</b>` for emphasis (Pixi tagged text); nothing else.
 */
import type { GameId } from '../../shared/types';

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
  /** One of our decisions; `id` names its entry in decisions.ts (and so its line in docs/rules). */
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
