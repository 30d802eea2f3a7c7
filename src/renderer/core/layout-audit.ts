/**
 * The layout checker's eyes: walks what is on the stage and finds what a player would call
 * broken — two controls or texts over each other, something that matters off the screen, a
 * label cut to "…" where its words are its meaning, a control too small for a finger on a phone,
 * an overlay over something that matters more. The end-to-end checker (test/e2e/layout.spec.ts)
 * asks for it on every screen at every size; a new screen gets it for free, since it looks at
 * the stage, not at a list of screens.
 *
 * Screens and widgets tell it what their parts are for with a few marks:
 * - `markStack`: children of this container lie over each other on purpose (a fanned hand, a
 *   trick, a pile, a card's own art).
 * - `markCuttable`: this text may be shortened to "…" (a player's name: a long press shows it
 *   whole). Texts are known to be cut when fitText (ui/control-parts.ts) shortened them.
 * - `markScroll`: this container scrolls; what lies below the window inside it is reachable.
 *   With a mask it is clipped: what the mask hides is not looked at, the rest as clipped.
 * - `markCover`: an opaque panel (a sheet, the coach, a summary). What lies under it is hidden,
 *   not overlapped — unless it is vital (below).
 * - `markModal`: a panel that takes the whole screen's attention (a confirm dialog, the hot-seat
 *   cover): what lies below it is not looked at.
 * - `markVital`: must never be covered (the hand, the decision asked, what the lesson rings).
 * - `markDecor`: drawn for looks only; never a finding (the felt's art, a tile's picture).
 */
import { Text, type Container } from 'pixi.js';
import type { TestRect } from '../../shared/scene-facts';

const stacks = new WeakSet<Container>();
const cuttable = new WeakSet<Container>();
const scrolls = new WeakSet<Container>();
const covers = new WeakSet<Container>();
const modals = new WeakSet<Container>();
const vital = new WeakSet<Container>();
const decor = new WeakSet<Container>();
/** Texts shortened to fit (ui/control-parts.ts fitText): their end is lost. */
const cutTexts = new WeakSet<Container>();
/** Ids (test ids) that are vital while a provider says so (the lesson rings, the open dialog). */
const vitalProviders = new Set<() => string[]>();

export const markStack = <T extends Container>(c: T): T => (stacks.add(c), c);
export const markCuttable = <T extends Container>(c: T): T => (cuttable.add(c), c);
export const markScroll = <T extends Container>(c: T): T => (scrolls.add(c), c);
export const markCover = <T extends Container>(c: T): T => (covers.add(c), c);
export const markModal = <T extends Container>(c: T): T => (modals.add(c), c);
export const markVital = <T extends Container>(c: T): T => (vital.add(c), c);
export const markDecor = <T extends Container>(c: T): T => (decor.add(c), c);
export const markCut = <T extends Container>(c: T): T => (cutTexts.add(c), c);
export function vitalWhile(provider: () => string[]): () => void {
  vitalProviders.add(provider);
  return () => vitalProviders.delete(provider);
}

export type FindingKind = 'overlap' | 'offscreen' | 'cut' | 'small' | 'covered';

export interface Finding {
  kind: FindingKind;
  /** What it is: a test id, or a text's words, or both joined. */
  what: string;
  other?: string;
  rect: TestRect;
  /** Where the other lies (an overlap, a cover). */
  otherRect?: TestRect;
}

interface Item {
  node: Container;
  what: string;
  rect: TestRect;
  order: number;
  control: boolean;
  ancestors: Set<Container>;
  stack: Container | null;
  scroll: boolean;
  cover: boolean;
  vital: boolean;
}

export interface AuditOptions {
  stage: Container;
  width: number;
  height: number;
  /** The id each registered object has (testhook's registry). */
  idOf: (c: Container) => string | null;
  /** Whether the window is a phone's (controls must be finger-sized). */
  compact: boolean;
  vitalIds: (ids: string[]) => Container[];
}

const TOL = 1.5;

function overlapBox(a: TestRect, b: TestRect): { w: number; h: number } {
  return {
    w: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    h: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

function contains(outer: TestRect, inner: TestRect): boolean {
  return (
    inner.x >= outer.x - TOL &&
    inner.y >= outer.y - TOL &&
    inner.x + inner.width <= outer.x + outer.width + TOL &&
    inner.y + inner.height <= outer.y + outer.height + TOL
  );
}

/** `r` cut to `clip` (none: as it is). */
function clipped(
  r: { x: number; y: number; width: number; height: number },
  clip: TestRect | null,
): TestRect {
  if (!clip) return { x: r.x, y: r.y, width: r.width, height: r.height };
  const x = Math.max(r.x, clip.x);
  const y = Math.max(r.y, clip.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(r.x + r.width, clip.x + clip.width) - x),
    height: Math.max(0, Math.min(r.y + r.height, clip.y + clip.height) - y),
  };
}

/** Every finding on the stage as it is now. */
export function auditLayout(o: AuditOptions): Finding[] {
  const items: Item[] = [];
  const coversFound: Item[] = [];
  let modalOrder = -1;
  let order = 0;
  const vitalNow = new Set<Container>(o.vitalIds([...vitalProviders].flatMap((p) => p())));
  const walk = (
    node: Container,
    anc: Container[],
    stack: Container | null,
    scroll: boolean,
    clip: TestRect | null,
  ): void => {
    if (!node.visible || node.alpha <= 0.01 || node.destroyed || node.renderable === false) return;
    if (decor.has(node)) return;
    // A mask shows only its own box: what lies outside it is not drawn (a scrolling window's words).
    const mask = node.mask;
    if (mask && typeof mask === 'object' && 'getBounds' in mask) {
      clip = clipped((mask as Container).getBounds(), clip);
      if (clip.width <= 0.5 || clip.height <= 0.5) return;
    }
    const id = o.idOf(node);
    const isText = node instanceof Text && node.text.trim() !== '';
    const isControl = id !== null;
    const myOrder = order++;
    if (modals.has(node)) modalOrder = myOrder;
    if (isText || isControl || covers.has(node)) {
      // What a mask hides is not on the screen; what it shows is as clipped.
      const b = clipped(node.getBounds(), clip);
      if (b.width > 0.5 && b.height > 0.5) {
        const words = isText ? (node as Text).text.replace(/\s+/g, ' ').slice(0, 40) : '';
        const item: Item = {
          node,
          what: id ? (words ? `${id} "${words}"` : id) : `"${words}"`,
          rect: { x: b.x, y: b.y, width: b.width, height: b.height },
          order: myOrder,
          control: isControl,
          ancestors: new Set(anc),
          stack,
          scroll,
          cover: covers.has(node),
          vital: vital.has(node) || vitalNow.has(node),
        };
        if (item.cover) coversFound.push(item);
        if (isText || isControl) items.push(item);
      }
    }
    const nextAnc = [...anc, node];
    const nextStack = stacks.has(node) ? node : stack;
    const nextScroll = scroll || scrolls.has(node);
    for (const child of node.children) if (child !== mask) walk(child, nextAnc, nextStack, nextScroll, clip);
  };
  walk(o.stage, [], null, false, null);
  const live = items.filter((i) => i.order >= modalOrder);
  const liveCovers = coversFound.filter((c) => c.order >= modalOrder);
  const out: Finding[] = [];
  // Hidden under a cover drawn later (and not its own child): not overlapped, but a finding
  // when it is vital.
  const hidden = new Set<Item>();
  for (const it of live) {
    for (const c of liveCovers) {
      if (c.order <= it.order || it.ancestors.has(c.node) || c.ancestors.has(it.node)) continue;
      const ov = overlapBox(it.rect, c.rect);
      if (ov.w <= TOL || ov.h <= TOL) continue;
      if (it.vital)
        out.push({
          kind: 'covered',
          what: it.what,
          other: c.what || 'cover',
          rect: it.rect,
          otherRect: c.rect,
        });
      hidden.add(it);
      break;
    }
  }
  const shown = live.filter((i) => !hidden.has(i));
  for (let a = 0; a < shown.length; a++) {
    const A = shown[a]!;
    for (let b = a + 1; b < shown.length; b++) {
      const B = shown[b]!;
      if (A.ancestors.has(B.node) || B.ancestors.has(A.node)) continue;
      if (A.stack && A.stack === B.stack) continue;
      const ov = overlapBox(A.rect, B.rect);
      if (ov.w <= TOL || ov.h <= TOL) continue;
      // A label inside a control it belongs to visually (drawn on it), or the same box twice.
      if (contains(A.rect, B.rect) && (A.control || !B.control)) continue;
      if (contains(B.rect, A.rect) && (B.control || !A.control)) continue;
      out.push({ kind: 'overlap', what: A.what, other: B.what, rect: A.rect, otherRect: B.rect });
    }
  }
  for (const it of shown) {
    const r = it.rect;
    const off = r.x < -TOL || r.y < -TOL || r.x + r.width > o.width + TOL || r.y + r.height > o.height + TOL;
    if (off && !it.scroll) out.push({ kind: 'offscreen', what: it.what, rect: r });
    if (cutTexts.has(it.node) && /…$/.test((it.node as Text).text) && !cuttable.has(it.node))
      out.push({ kind: 'cut', what: it.what, rect: r });
    if (
      o.compact &&
      it.control &&
      !it.stack &&
      (it.node as Container & { cursor?: string }).cursor === 'pointer'
    ) {
      if (r.width < 43.5 || r.height < 43.5) out.push({ kind: 'small', what: it.what, rect: r });
    }
  }
  return out;
}
