/**
 * What the table scenes tell end-to-end tests through `window.__<game>` (nothing the screen does
 * not show): the renderer publishes these facts as getters, the tests read them. Plain data, so
 * both sides (browser and Node) can use the types.
 */

/** A rectangle in page pixels. */
export interface TestRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `window.__spieltisch` (src/renderer/core/testhook.ts): where the interactive objects are, by
 * their stable ids, the current screen and whether anything still moves.
 */
export interface TestHook {
  bounds(id: string): TestRect | null;
  /** The visible text inside an object (a button's label, a field's value; an icon-only button's label). */
  text(id: string): string | null;
  /** Whether a control is switched off (a button's `enabled` is false); null when it is not shown. */
  disabled(id: string): boolean | null;
  ids(): string[];
  screen(): string;
  idle(): boolean;
  /** The stage is laid out for the window's current size (a resize is applied on the next frame). */
  laidOut(): boolean;
  /** The layout checker's findings on the screen as it is now (src/renderer/core/layout-audit.ts). */
  audit(): LayoutFinding[];
}

/** One thing the layout checker found (see src/renderer/core/layout-audit.ts). */
export interface LayoutFinding {
  kind: 'overlap' | 'offscreen' | 'cut' | 'small' | 'covered';
  what: string;
  other?: string;
  rect: TestRect;
  otherRect?: TestRect;
}

/** The panels over the felt every table scene has (and 13's peek at the own taken cards). */
export type SceneOverlay = 'summary' | 'ranking' | 'sheet' | 'log' | 'last' | 'peek';

export interface SceneFacts {
  step: number;
  /** Steps are queued or being shown. */
  busy: boolean;
  /** Cards of the hand that may be chosen now (each code once). */
  legal: string[];
  overlay: SceneOverlay | null;
}

/** The published object: the facts, and where a click lands on a card of the hand (page pixels). */
export type SceneHook<F extends SceneFacts> = F & {
  cardPoint(code: string): { x: number; y: number } | null;
};

export interface SiegelFacts extends SceneFacts {
  phase: string;
  dialog: 'predict' | 'return' | null;
  hand: string[];
  /** Cards lying in the middle right now. */
  trickCards: number;
}

export interface SevenSinsFacts extends SceneFacts {
  stage: string;
  phase: number;
  dialog: 'trump' | 'bid' | 'kitsune' | null;
  /** Face-up cards of the hand in display order. */
  hand: string[];
  /** Face-down cards of the own hand (the blind phase). */
  hidden: number;
  /** Other seats' cards shown face up over their plates (the blind phase). */
  blindCards: number;
  trickCards: number;
  /** Tricks completed in this phase (the last one can be reviewed). */
  tricksDone: number;
  /** The bid buttons shown (with whether they are enabled) and the forbidden bid. */
  bids: { tricks: number; allowed: boolean }[];
  forbiddenBid: number | null;
  trumpChoices: string[];
  kitsuneForms: string[];
}

export interface AbyssFacts extends SceneFacts {
  stage: string;
  dialog: 'jump' | 'scale' | 'kitsune' | null;
  hand: string[];
  trickCards: number;
  scale: string[];
  positions: number[];
  curses: string[];
  activeCurses: string[];
  /** The big curse card is on screen (flipping open). */
  curseReveal: boolean;
  /** … shows its face (for a moment it takes no click: one meant for what ran before) … */
  curseFace: boolean;
  /** … and is open, being read: a click or a key now moves on. */
  curseOpen: boolean;
  passing: boolean;
  /** Fields the board has drawn (goal + 1) and the goal it marks. */
  boardFields: number;
  boardGoal: number;
  /** The field each figure is drawn on, by seat. */
  figureFields: number[];
  /** The scale's places as drawn, lowest first. */
  scaleShown: string[];
  /** Storm swaps and Undertow pulls this scene animated, in order. */
  storms: { before: string[]; after: string[] }[];
  undertows: { seat: number; from: number; to: number }[];
}

export interface DreizehnFacts extends SceneFacts {
  /** The own hand in display order. */
  hand: string[];
  /** The card chosen and waiting for its target (a card that may go to several). */
  selected: string | null;
  /** The three targets as drawn: id, total and cards. */
  targets: { id: string; total: number; cards: string[] }[];
  /** Cards left on the draw pile. */
  pile: number;
}
