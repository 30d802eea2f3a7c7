/**
 * The end-to-end test hook: interactive objects register a stable id, and
 * `window.__spieltisch` answers where they are, which are visible, the current screen
 * and whether any animation is running. Always on; it reveals nothing the screen doesn't.
 */
import type { Container } from 'pixi.js';
import type { TestHook, TestRect } from '../../shared/scene-facts';
import { formOf } from '../layout/form';
import { auditLayout } from './layout-audit';

export type { TestHook, TestRect };

interface CustomEntry {
  custom: true;
  rect: () => TestRect | null;
  visible: () => boolean;
}
type Entry = Container | CustomEntry;

function isCustom(entry: Entry): entry is CustomEntry {
  return (entry as CustomEntry).custom === true;
}

const registry = new Map<string, Entry>();
/** The id each object was registered under, kept after it is destroyed (see press-keeper). */
const idsOf = new WeakMap<Container, string>();
let stageRef: Container | null = null;
let canvasRef: HTMLCanvasElement | null = null;
let screenName: () => string = () => 'none';
let idleCheck: () => boolean = () => true;

export function testId<T extends Container>(obj: T, id: string): T {
  obj.label = id;
  registry.set(id, obj);
  idsOf.set(obj, id);
  obj.once('destroyed', () => {
    if (registry.get(id) === obj) registry.delete(id);
  });
  return obj;
}

/**
 * The shown object registered under an id, or null. The ids name the table's controls for
 * tests and for the table itself (a hint rings the card or tile it suggests).
 */
export function shownById(id: string): Container | null {
  const entry = registry.get(id);
  return entry && !isCustom(entry) && isShown(entry) ? entry : null;
}

/** The ids of every shown object, with `prefix` (the lesson's coach keeps clear of them). */
export function shownIds(prefix = ''): string[] {
  const out: string[] = [];
  for (const [id, entry] of registry) if (id.startsWith(prefix) && visibleOf(entry)) out.push(id);
  return out;
}

/** The id an object was registered under (also once it has been destroyed), or null. */
export function idOf(obj: Container): string | null {
  return idsOf.get(obj) ?? null;
}

/** For DOM elements laid over the canvas (text entry). */
export function testIdCustom(id: string, rect: () => TestRect | null, visible: () => boolean): () => void {
  const entry: CustomEntry = { custom: true, rect, visible };
  registry.set(id, entry);
  return () => {
    if (registry.get(id) === entry) registry.delete(id);
  };
}

function isShown(obj: Container): boolean {
  if (obj.destroyed) return false;
  let node: Container | null = obj;
  while (node) {
    if (!node.visible || node.alpha <= 0.01) return false;
    if (node === stageRef) return true;
    node = node.parent;
  }
  return false;
}

function rectOf(entry: Entry): TestRect | null {
  if (isCustom(entry)) return entry.rect();
  const obj = entry;
  if (!isShown(obj)) return null;
  const b = obj.getBounds();
  const offset = canvasRef?.getBoundingClientRect() ?? { left: 0, top: 0 };
  return { x: b.x + offset.left, y: b.y + offset.top, width: b.width, height: b.height };
}

function visibleOf(entry: Entry): boolean {
  if (isCustom(entry)) return entry.visible();
  return isShown(entry);
}

function textsOf(obj: Container): string[] {
  const out: string[] = [];
  const walk = (node: Container): void => {
    if (!node.visible) return;
    const t = (node as Container & { text?: unknown }).text;
    if (typeof t === 'string' && t) out.push(t);
    for (const child of node.children) walk(child);
  };
  walk(obj);
  return out;
}

export function installTestHook(
  stage: Container,
  canvas: HTMLCanvasElement,
  currentScreen: () => string,
  idle: () => boolean,
  laidOut: () => boolean,
): TestHook {
  stageRef = stage;
  canvasRef = canvas;
  screenName = currentScreen;
  idleCheck = idle;
  const hook: TestHook = {
    bounds: (id) => {
      const entry = registry.get(id);
      return entry ? rectOf(entry) : null;
    },
    text: (id) => {
      const entry = registry.get(id);
      if (!entry || isCustom(entry)) return null;
      if (!isShown(entry)) return null;
      // An icon-only button answers with its label, its accessible name.
      return (
        textsOf(entry).join(' ') ||
        ((entry as Container & { accessibleTitle?: string }).accessibleTitle ?? '')
      );
    },
    disabled: (id) => {
      const entry = registry.get(id);
      if (!entry || isCustom(entry) || !isShown(entry)) return null;
      return (entry as Container & { enabled?: boolean }).enabled === false;
    },
    ids: () => [...registry.entries()].filter(([, e]) => visibleOf(e)).map(([id]) => id),
    screen: () => screenName(),
    idle: () => idleCheck(),
    laidOut: () => laidOut(),
    audit: () => {
      const offset = canvas.getBoundingClientRect();
      const findings = auditLayout({
        stage,
        width: window.innerWidth,
        height: window.innerHeight,
        idOf: (c) => (registry.get(idsOf.get(c) ?? '') === c ? (idsOf.get(c) ?? null) : null),
        compact: formOf(window.innerWidth, window.innerHeight).compact,
        vitalIds: (ids) =>
          ids.flatMap((id) => {
            const e = registry.get(id);
            return e && !isCustom(e) ? [e] : [];
          }),
      });
      return findings.map((f) => ({
        ...f,
        rect: { ...f.rect, x: f.rect.x + offset.left, y: f.rect.y + offset.top },
      }));
    },
  };
  (window as unknown as { __spieltisch: TestHook }).__spieltisch = hook;
  return hook;
}
