/**
 * The Abyss decisions as prompts above the status line: the jump choice (where each answer
 * lands, and what that field does), the scale action (add / swap / leave in one row of tiles),
 * and the passing banner (to whom the card goes). Built from the view; the scene sends actions.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { AbyssElement, AbyssView } from '../../../shared/games/abyss';
import type { Language } from '../../../shared/settings';
import { markCover, markVital } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { addable, fieldKind, jumpOptions } from './model';
import { chipTile, textTile, TilePrompt, type Tile } from './prompts';
import { capital, cardName, elementWord, joinAnd } from './text';
import { text } from '../../../shared/i18n/format';

export interface DecisionCtx {
  s: number;
  lang: Language;
  /** The prompt area (prompts sit at its bottom, centred). */
  area: Rect;
  colorBlind: boolean;
  name: (seat: number) => string;
  /** A phone: prompts wrap their tiles and words. */
  compact: boolean;
}

/** The jump question: jump to the next free field, or stop on the occupied one. */
export function jumpPrompt(c: DecisionCtx, v: AbyssView, onJump: (jump: boolean) => void): TilePrompt {
  const s = c.s;
  const o = jumpOptions(v)!;
  const note = (f: number): string => {
    const kind = fieldKind(f, v.goal);
    const others = v.positions
      .map((p2, s2) => (p2 === f && s2 !== o.seat ? c.name(s2) : null))
      .filter((x): x is string => !!x);
    const base =
      kind === 'goal'
        ? text(c.lang, 'abyss.note.goal')
        : kind === 'heptagram' && !v.activeCurses.includes('frozenScale')
          ? text(c.lang, 'abyss.note.heptagram')
          : kind === 'curse' && !v.triggered.includes(f)
            ? text(c.lang, 'abyss.note.curse')
            : text(c.lang, 'abyss.note.plain');
    if (others.length === 0) return base;
    const shared = text(c.lang, 'abyss.note.shared', { names: joinAnd(c.lang, others) });
    return `${base} · ${shared}`;
  };
  const tiles: Tile[] = [
    {
      id: 'jump:yes',
      wide: true,
      content: textTile(text(c.lang, 'abyss.jump.yes', { n: o.jump }), note(o.jump), palette.accent, s),
      onPress: () => onJump(true),
    },
    {
      id: 'jump:no',
      wide: true,
      content: textTile(text(c.lang, 'abyss.jump.no', { n: o.stop }), note(o.stop), palette.cream, s),
      onPress: () => onJump(false),
    },
  ];
  return new TilePrompt(
    'jump',
    s,
    c.area,
    text(c.lang, 'abyss.jump.title', { n: o.stop }),
    text(c.lang, 'abyss.jump.hint', { n: o.stop }),
    tiles,
    null,
    0,
    c.compact,
  );
}

/** The scale action: add an element (to the lowest free place), pick two places to swap, or leave it. */
export function scalePrompt(
  c: DecisionCtx,
  v: AbyssView,
  swapPick: readonly number[],
  keyboard: number,
  on: { add: (e: AbyssElement) => void; swap: (place: number) => void; pass: () => void },
): TilePrompt {
  const s = c.s;
  const adds = addable(v.scale);
  const tiles: Tile[] = [];
  const place = v.scale.length + 1;
  adds.forEach((e, i) =>
    tiles.push({
      id: `scale:add:${e}`,
      group: i === 0 ? `${text(c.lang, 'abyss.sp.add')} → ${place}` : undefined,
      content: chipTile(e, capital(elementWord(c.lang, e)), s, c.colorBlind),
      onPress: () => on.add(e),
    }),
  );
  v.scale.forEach((e, i) =>
    tiles.push({
      id: `scale:swap:${i}`,
      group: i === 0 ? text(c.lang, 'abyss.sp.swap') : undefined,
      enabled: v.scale.length >= 2,
      selected: swapPick.includes(i),
      content: chipTile(e, `${i + 1} · ${capital(elementWord(c.lang, e))}`, s, c.colorBlind),
      onPress: () => on.swap(i),
    }),
  );
  tiles.push({
    id: 'scale:pass',
    group: ' ',
    medium: true,
    content: textTile(text(c.lang, 'abyss.sp.pass'), '', null, s),
    onPress: () => on.pass(),
  });
  // An empty scale shows nothing to swap, and a note on swapping would read as if adding were
  // not allowed either: it comes with the first element (its tile then shows, switched off).
  const swapNote =
    v.scale.length >= 2
      ? swapPick.length === 1
        ? text(c.lang, 'abyss.sp.swapPick')
        : text(c.lang, 'abyss.sp.swapHint')
      : v.scale.length === 1
        ? text(c.lang, 'abyss.sp.swapNone')
        : null;
  const hint = [
    adds.length > 0 ? text(c.lang, 'abyss.sp.addHint', { n: place }) : text(c.lang, 'abyss.sp.full'),
    swapNote,
  ]
    .filter((x) => x !== null)
    .join(' ');
  return new TilePrompt(
    'scale',
    s,
    c.area,
    text(c.lang, 'abyss.sp.title'),
    hint,
    tiles,
    null,
    keyboard,
    c.compact,
  );
}

/** While passing: what the click does and whom the card goes to (or the card already chosen). */
export function passBanner(c: DecisionCtx, v: AbyssView, you: number, mine: boolean): Container | null {
  if (v.stage !== 'pass' || !v.passing) return null;
  const s = c.s;
  const to = (you + 1) % v.players;
  const title = new Text({
    text: text(c.lang, 'abyss.pass.title', { name: c.name(to) }),
    style: font('label', s, palette.text),
  });
  const hint = new Text({
    text: mine
      ? text(c.lang, 'abyss.pass.hint')
      : text(c.lang, 'abyss.pass.chosen', { card: v.passing.given ? cardName(c.lang, v.passing.given) : '' }),
    style: font('caption', s, mine ? palette.textMuted : palette.accent),
  });
  const pad = 16 * s;
  const W = Math.max(title.width, hint.width) + 2 * pad + 40 * s;
  const H = title.height + hint.height + 2 * pad - 6 * s;
  const box = new Container({ label: 'pass-banner' });
  const g = new Graphics();
  g.roundRect(0, 3 * s, W, H, 14 * s).fill({ color: 0x000000, alpha: 0.25 });
  g.roundRect(0, 0, W, H, 14 * s).fill({ color: palette.panel, alpha: 0.95 });
  g.roundRect(0, 0, W, H, 14 * s).stroke({ width: Math.max(1, 2 * s), color: palette.accent, alpha: 0.75 });
  // An arrow towards the left neighbour's plate.
  const ax = pad + 12 * s;
  const ay = H / 2;
  g.moveTo(ax + 10 * s, ay)
    .lineTo(ax - 8 * s, ay)
    .stroke({ width: Math.max(2, 3 * s), color: palette.accent });
  g.moveTo(ax - 12 * s, ay)
    .lineTo(ax - 4 * s, ay - 7 * s)
    .lineTo(ax - 4 * s, ay + 7 * s)
    .closePath()
    .fill(palette.accent);
  title.position.set(pad + 32 * s, pad - 4 * s);
  hint.position.set(pad + 32 * s, title.y + title.height);
  box.addChild(g, title, hint);
  box.position.set(Math.round(c.area.x + (c.area.width - W) / 2), Math.round(c.area.y + c.area.height - H));
  // What the passing asks: an opaque banner that must stay free.
  markVital(markCover(testId(box, 'pass:banner')));
  return box;
}
