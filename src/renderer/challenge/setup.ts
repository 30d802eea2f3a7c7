/**
 * Opening a challenge: its choices (the menu's game and player count to begin with, the deals,
 * the bots' level) and the form's controls. The host checks what it gets (openChallenge).
 */
import { Text, type Container } from 'pixi.js';
import type { Catalog, ClientMessage } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import { botLevelName, type I18n } from '../i18n';
import { font, palette } from '../theme/theme';
import { Stepper, type Choice } from '../ui/widgets';

export interface SetupChoice {
  game: GameId;
  players: number;
  deals: number;
  level: string;
}

/** The form's choices, kept while the app runs (taken from the menu each time the form opens). */
export const setup: SetupChoice = { game: 'siegel', players: 4, deals: 4, level: 'normal' };

/** Starts the form from the menu's game and player count; deals and level stay as last chosen. */
export function setupFromMenu(catalog: Catalog | null, game: GameId, players: number): void {
  setup.game = game;
  setup.players = players;
  fitSetup(catalog);
}

/** Keeps the choices within what the catalog allows (player range, a known bot level). */
function fitSetup(catalog: Catalog | null): void {
  const entry = catalog?.games.find((g) => g.id === setup.game);
  if (entry) setup.players = Math.min(entry.maxPlayers, Math.max(entry.minPlayers, setup.players));
  setup.players = Math.min(7, Math.max(3, setup.players));
  setup.deals = Math.min(12, Math.max(1, setup.deals));
  const levels = catalog?.botLevels ?? [];
  if (levels.length > 0 && !levels.includes(setup.level))
    setup.level = levels.includes('normal') ? 'normal' : levels[levels.length - 1]!;
}

/** The message that opens the challenge as chosen (`seed`: a seeded page address's). */
export function openMessage(seed: string | undefined): Extract<ClientMessage, { type: 'openChallenge' }> {
  return {
    type: 'openChallenge',
    game: setup.game,
    players: setup.players,
    deals: setup.deals,
    level: setup.level,
    ...(seed ? { seed } : {}),
  };
}

/** The form's steppers, one under the other from (x, y); returns them and the next y. */
export function setupControls(
  layer: Container,
  o: {
    x: number;
    y: number;
    width: number;
    s: number;
    i18n: I18n;
    catalog: Catalog | null;
    rebuild: () => void;
    /** Each label over its control (a phone's column: the label whole, the control full width). */
    stacked?: boolean;
  },
): { items: Stepper<string | number>[]; bottom: number } {
  const { s, i18n, catalog } = o;
  fitSetup(catalog);
  const controlWidth = o.stacked ? o.width : Math.min(280 * s, o.width * 0.55);
  const games: Choice<string | number>[] = (catalog?.games ?? []).map((g) => ({
    value: g.id,
    label: i18n.t(`app.game.${g.id}.name`),
  }));
  const entry = catalog?.games.find((g) => g.id === setup.game);
  const counts: Choice<string | number>[] = [];
  for (let n = entry?.minPlayers ?? 3; n <= (entry?.maxPlayers ?? 5); n++)
    counts.push({ value: n, label: i18n.t('app.menu.playerCount', { n }) });
  const deals: Choice<string | number>[] = Array.from({ length: 12 }, (_, i) => ({
    value: i + 1,
    label: i18n.t(i === 0 ? 'challenge.deals.one' : 'challenge.deals.n', { n: i + 1 }),
  }));
  const levels: Choice<string | number>[] = (catalog?.botLevels ?? ['rules']).map((l) => ({
    value: l,
    label: botLevelName(i18n.language, l),
  }));
  const rows: [string, Choice<string | number>[], string | number, string, (v: string | number) => void][] = [
    [
      i18n.t('challenge.setup.game'),
      games,
      setup.game,
      'challenge.setup.game',
      (v) => {
        setup.game = v as GameId;
        // Another game has another player range: the form follows.
        queueMicrotask(o.rebuild);
      },
    ],
    [
      i18n.t('challenge.setup.players'),
      counts,
      setup.players,
      'challenge.setup.players',
      (v) => (setup.players = Number(v)),
    ],
    [
      i18n.t('challenge.setup.deals'),
      deals,
      setup.deals,
      'challenge.setup.deals',
      (v) => (setup.deals = Number(v)),
    ],
    [
      i18n.t('challenge.setup.level'),
      levels,
      setup.level,
      'challenge.setup.level',
      (v) => (setup.level = String(v)),
    ],
  ];
  let y = o.y;
  const items: Stepper<string | number>[] = [];
  for (const [label, choices, value, id, set] of rows) {
    if (o.stacked) {
      const head = new Text({
        text: label,
        style: { ...font('body', s, palette.text), wordWrap: true, wordWrapWidth: o.width },
      });
      head.position.set(o.x, y);
      layer.addChild(head);
      y += head.height + 2 * s;
    }
    const stepper = new Stepper<string | number>(o.stacked ? '' : label, choices, value, s, o.width, set, {
      id,
      controlWidth,
      wrap: id === 'challenge.setup.game' || id === 'challenge.setup.level',
      height: 50,
    });
    stepper.position.set(o.x, y);
    layer.addChild(stepper);
    items.push(stepper);
    y += stepper.rowHeight + (o.stacked ? 12 : 6) * s;
  }
  return { items, bottom: y };
}
