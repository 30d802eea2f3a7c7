/**
 * A game's tile in the main menu: its card art, name and player range, the selected one
 * raised with a check mark; focusable, and choosing it by pointer or key selects the game.
 * Its "Learn to play" button opens the game's lesson (switched off where there is none yet).
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { GameId } from '../../shared/types';
import type { CardArt } from '../art/cardArt';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import type { I18n } from '../i18n';
import { darken, font, palette } from '../theme/theme';
import type { Tooltip } from '../ui/chrome';
import { makeChoosable } from '../ui/control-parts';
import { Button, fitText } from '../ui/widgets';
import { tileArt } from './tileArt';

export interface GameTileSpec {
  id: GameId;
  min: number;
  max: number;
  w: number;
  h: number;
  s: number;
  selected: boolean;
  i18n: I18n;
  cards: CardArt;
  colorBlind: boolean;
  tooltip: Tooltip;
  onChoose: () => void;
  /** Opens the game's lesson; null: the game has none yet. */
  onLearn: (() => void) | null;
  /**
   * A phone's tile (see `compactTileHeight`): a shorter picture, the name wrapped rather than
   * shortened, and "Learn to play" a finger-sized button across the tile's foot.
   */
  compact?: boolean;
}

/** A phone tile's art height. */
const compactArt = (s: number): number => 84 * s;

/** The height of a phone's tile (two lines of name, the player range, the learn button). */
export function compactTileHeight(s: number): number {
  return compactArt(s) + 12 * s + 2 * 24 * s + 24 * s + 8 * s + 48 * s + 10 * s;
}

export type GameTile = Container & Focusable & { learn: Button };

export function gameTile(o: GameTileSpec): GameTile {
  const { s, w, h, i18n, id, selected } = o;
  const tile = new Container();
  const bg = new Graphics();
  const r = 18 * s;
  bg.roundRect(0, 5 * s, w, h, r).fill({ color: 0x000000, alpha: 0.3 });
  bg.roundRect(0, 0, w, h, r).fill(selected ? palette.panelRaised : darken(palette.panel, 0.1));
  const compact = o.compact === true;
  const artH = compact ? compactArt(s) : h * 0.6;
  bg.roundRect(6 * s, 6 * s, w - 12 * s, artH, r * 0.7).fill({
    color: palette.feltCentre,
    alpha: selected ? 0.9 : 0.55,
  });
  bg.roundRect(0, 0, w, h, r).stroke({
    width: selected ? 3 * s : Math.max(1, s),
    color: selected ? palette.accent : palette.panelEdge,
  });
  tile.addChild(bg);
  const art = tileArt(id, o.cards, w - 12 * s, artH, o.colorBlind);
  art.position.set(6 * s, 6 * s);
  const mask = new Graphics().roundRect(6 * s, 6 * s, w - 12 * s, artH, r * 0.7).fill(0xffffff);
  art.mask = mask;
  tile.addChild(art, mask);
  if (!selected) art.tint = 0xc8c8c8;
  const nameStyle = font(compact ? 'label' : 'title', s, selected ? palette.text : palette.textMuted);
  const name = new Text({
    text: i18n.t(`app.game.${id}.name`),
    style: compact
      ? { ...nameStyle, wordWrap: true, wordWrapWidth: w - 24 * s, lineHeight: 24 * s }
      : nameStyle,
  });
  if (compact) {
    // Two lines at most: a name that still does not fit shrinks a little (never cut).
    if (name.height > 50 * s) name.scale.set(Math.max(0.8, (50 * s) / name.height));
    name.position.set(12 * s, artH + 12 * s);
  } else {
    fitText(name, w - 32 * s);
    name.position.set(16 * s, artH + 16 * s);
  }
  const range = new Text({
    text: i18n.t('app.menu.playersRange', { min: o.min, max: o.max }),
    style: font('caption', s, palette.textDim),
  });
  range.position.set(compact ? 12 * s : 16 * s, name.y + name.height + 2 * s);
  tile.addChild(name, range);
  if (selected) {
    // On a phone the check sits on the picture's corner (the name has the tile's width).
    const cy = compact ? 24 * s : artH + 30 * s;
    const check = new Graphics().circle(w - 24 * s, cy, 11 * s).fill(palette.accent);
    check
      .moveTo(w - 29 * s, cy)
      .lineTo(w - 25 * s, cy + 4 * s)
      .lineTo(w - 19 * s, cy - 4 * s)
      .stroke({ width: 2.5 * s, color: palette.accentInk, cap: 'round', join: 'round' });
    tile.addChild(check);
  }
  const item = makeChoosable(tile, {
    w,
    h,
    radius: r,
    pad: 5 * s,
    s,
    pointer: true,
    hover: (on) => {
      if (!selected) art.tint = on ? 0xffffff : 0xc8c8c8;
    },
    choose: () => {
      if (!selected) o.onChoose();
    },
  });
  o.tooltip.attach(item, () => i18n.t(`app.game.${id}.tagline`));
  testId(item, `menu.game.${id}`);
  // Learn to play: small, on the player range's line, right-aligned under the name.
  const onLearn = o.onLearn;
  const learn = new Button({
    label: i18n.t('app.lesson.learn'),
    scale: compact ? s * 0.85 : s * 0.75,
    height: Math.round(compact ? 48 * s : 28 * s),
    ...(compact ? { width: w - 20 * s } : { maxWidth: w - range.x - range.width - 24 * s }),
    variant: onLearn && selected ? 'primary' : 'secondary',
    id: `menu.learn.${id}`,
    onPress: () => onLearn?.(),
  });
  if (compact) learn.position.set(10 * s, h - 10 * s - learn.bh);
  // Beside the player range, clear of the name above it.
  else
    learn.position.set(
      w - learn.bw - 12 * s,
      Math.max(Math.round(range.y + (range.height - learn.bh) / 2), Math.ceil(name.y + name.height + 1)),
    );
  learn.setDisabled(!onLearn);
  // The press is the button's, not the tile's: it does not choose the game, and its own
  // tooltip is the one shown.
  learn.on('pointertap', (e) => e.stopPropagation());
  learn.on('pointerover', (e) => e.stopPropagation());
  o.tooltip.attach(learn, () => i18n.t(onLearn ? 'app.lesson.learnTip' : 'app.lesson.none'));
  item.addChild(learn);
  return Object.assign(item, { learn });
}
