/**
 * The main menu's table setup and its controls: the choices that survive screen changes
 * (game, player counts, seats, options, seats left open for LAN guests), the default seats,
 * a row per seat (name, and bot level / person / open), and a control per table option.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { optionChoices } from '../../shared/catalog';
import type { CatalogOption, SeatConfig } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { Focusable } from '../core/focus';
import { botLevelName, optionLabel, optionValueLabel, type I18n } from '../i18n';
import { font, palette } from '../theme/theme';
import { fingerSized, touchSize } from '../ui/row';
import { Stepper, TextField, Toggle, type Choice } from '../ui/widgets';

const BOT_NAMES = ['Anna', 'Ben', 'Clara', 'Dirk', 'Emil', 'Frieda', 'Greta', 'Hugo'];

export type OptionValue = string | number | boolean;

/** The menu's choices survive screen changes (settings and back, a finished table). */
export interface MenuState {
  game: GameId;
  players: Partial<Record<GameId, number>>;
  seats: SeatConfig[];
  options: Partial<Record<GameId, Record<string, OptionValue>>>;
}

export const state: MenuState = { game: 'siegel', players: {}, seats: [], options: {} };
/** Seats left open for LAN guests (by index; they make Start open a LAN table). */
export const openSeats = new Set<number>();

export function defaultSeats(
  count: number,
  playerName: string,
  levels: string[],
  previous: SeatConfig[] = [],
): SeatConfig[] {
  // The search bots are the real opponents; `rules` stays offered (and is the fallback for a
  // host without them).
  const level = ['normal', 'rules'].find((l) => levels.includes(l)) ?? levels[levels.length - 1] ?? 'rules';
  const names = BOT_NAMES.filter((n) => n.toLowerCase() !== playerName.trim().toLowerCase());
  const seats: SeatConfig[] = [{ name: playerName, kind: 'human' }];
  for (let i = 1; i < count; i++) {
    const prev = previous[i];
    seats.push(prev ? { ...prev } : { name: names[(i - 1) % names.length]!, kind: 'bot', level });
  }
  return seats;
}

export interface SeatRowsSpec {
  x: number;
  y: number;
  /** The column's width. */
  width: number;
  s: number;
  i18n: I18n;
  levels: readonly string[];
  /** Seat 0's name is the player's name (a setting). */
  onOwnName: (name: string) => void;
  /** A name field is being edited: keys go to it, not to focus moves. */
  onEditing: (on: boolean) => void;
  /** Opening or closing a seat changes Start's label: the menu is built again. */
  rebuild: () => void;
  /** A narrow column (a phone upright): who sits there goes on a line under the name. */
  twoLines?: boolean;
}

/** A row per seat of `state.seats` under each other; returns their controls and the next y. */
export function seatRows(layer: Container, o: SeatRowsSpec): { items: Focusable[]; bottom: number } {
  const { s, i18n, levels } = o;
  const rowH = 46;
  const items: Focusable[] = [];
  let y = o.y;
  const kindChoices: Choice<string>[] = [
    ...levels.map((l) => ({
      value: `bot:${l}`,
      label: i18n.t('app.seat.botLevel', { level: botLevelName(i18n.language, l) }),
    })),
    { value: 'human', label: i18n.t('app.seat.human') },
    { value: 'open', label: i18n.t('lobby.seat.open') },
  ];
  const twoLines = o.twoLines === true;
  const youProbe = new Text({ text: i18n.t('app.seat.you'), style: font('label', s) });
  const youW = youProbe.width;
  youProbe.destroy();
  const nameW = twoLines ? o.width - 44 * s - (youW + 30 * s) : o.width * 0.5;
  const kindW = twoLines ? o.width - 44 * s : o.width - nameW - 52 * s;
  // The first line's height: a fingertip on a phone (the fields grow to it).
  const lineH = Math.round(touchSize(rowH * s));
  state.seats.forEach((seat, i) => {
    const pill = new Graphics()
      .circle(16 * s, lineH / 2, 16 * s)
      .fill(i === 0 ? palette.accent : palette.control);
    const num = new Text({
      text: String(i + 1),
      style: font('label', s, i === 0 ? palette.accentInk : palette.text),
    });
    num.anchor.set(0.5);
    num.position.set(16 * s, lineH / 2);
    const row = new Container();
    row.position.set(o.x, y);
    row.addChild(pill, num);
    const nameField = new TextField(
      '',
      seat.name,
      s,
      nameW,
      (v) => {
        if (i === 0) o.onOwnName(v);
        else state.seats[i] = { ...state.seats[i]!, name: v };
      },
      { id: `menu.seat.${i}.name`, controlWidth: nameW, height: rowH, onEditing: o.onEditing },
    );
    nameField.position.set(44 * s, 0);
    row.addChild(nameField);
    items.push(nameField);
    if (i === 0) {
      const you = new Text({ text: i18n.t('app.seat.you'), style: font('label', s, palette.accent) });
      you.position.set(44 * s + nameW + 16 * s + 14 * s, (nameField.rowHeight - you.height) / 2);
      row.addChild(you);
    } else {
      const current = openSeats.has(i)
        ? 'open'
        : seat.kind === 'human'
          ? 'human'
          : `bot:${seat.level ?? levels[0]}`;
      const kind = new Stepper(
        '',
        kindChoices,
        current,
        s,
        kindW,
        (v) => {
          const prev = state.seats[i]!;
          const wasOpen = openSeats.has(i);
          if (v === 'open') openSeats.add(i);
          else openSeats.delete(i);
          // Start says "Host on LAN" while a seat is open: its label follows.
          if (wasOpen !== openSeats.has(i)) queueMicrotask(() => o.rebuild());
          state.seats[i] =
            v === 'human' || v === 'open'
              ? { name: prev.name, kind: 'human' }
              : { name: prev.name, kind: 'bot', level: v.slice(4) };
        },
        { id: `menu.seat.${i}.kind`, controlWidth: kindW, height: rowH },
      );
      kind.position.set(
        twoLines ? 44 * s : 44 * s + nameW + 16 * s,
        twoLines ? nameField.rowHeight + 4 * s : 0,
      );
      row.addChild(kind);
      items.push(kind);
    }
    layer.addChild(row);
    const kindRow = items.at(-1) as { rowHeight?: number } | undefined;
    const height =
      twoLines && i > 0 ? nameField.rowHeight + 4 * s + (kindRow?.rowHeight ?? 0) : nameField.rowHeight;
    y += height + (twoLines ? 14 * s : 4 * s);
  });
  return { items, bottom: y };
}

/**
 * A table option's control: a toggle for yes/no, else a stepper through the values the
 * catalog allows at this player count. Changing it keeps the choice in `state`.
 */
export function optionWidget(
  option: CatalogOption,
  values: Record<string, OptionValue>,
  o: { width: number; s: number; i18n: I18n; players: number },
): Toggle | Stepper<OptionValue> {
  const { i18n, s, width } = o;
  const id = `menu.option.${option.key}`;
  const label = optionLabel(i18n.language, option.key);
  const set = (v: OptionValue): void => {
    values[option.key] = v;
    (state.options[state.game] ??= {})[option.key] = v;
  };
  const allowed = optionChoices(option, o.players).values;
  const bools = allowed.every((v) => typeof v === 'boolean');
  if (bools) {
    return new Toggle(
      label,
      values[option.key] === true,
      s,
      width,
      set,
      { on: i18n.t('app.common.on'), off: i18n.t('app.common.off') },
      id,
    );
  }
  const choices = allowed.map((v) => ({
    value: v,
    label: optionValueLabel(i18n.language, option.key, String(v)),
  }));
  return new Stepper<OptionValue>(label, choices, values[option.key]!, s, width, set, {
    id,
    // On a phone the value has the room (the label wraps beside it).
    controlWidth: fingerSized() ? Math.min(250 * s, width * 0.62) : Math.min(230 * s, width * 0.5),
    wrap: typeof allowed[0] !== 'number',
    height: 48,
  });
}
