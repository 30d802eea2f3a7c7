/**
 * 13's panels for the scene base's overlay slot (round summary, score sheet, last play, the
 * memory-aid peek, final ranking with the whole sheet) and its own prompt: the bubble that
 * says, in the player's language, why the host refused a play.
 */
import { Container, Graphics, Text } from 'pixi.js';
import {
  dreizehnCardColour,
  isDreizehnCard,
  type DreizehnCard,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { GameResult } from '../../../shared/types';
import type { CardArt } from '../../art/cardArt';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import type { OverlayButton } from '../../ui/overlay';
import { txt } from '../common/panels';
import type { PanelSpec } from '../common/panel-spec';
import type { I18n } from '../../i18n';
import { sortHand } from './model';
import { cardName, targetName } from './names';
import { cardsRow, finalBody, sheetBody, summaryBody, type Names, type Page } from './panels';

/** What 13's panels are drawn with. */
export interface PanelCtx {
  i18n: I18n;
  names: Names;
  s: number;
  art: CardArt;
  /** A small card's width (the targets' cards). */
  cardWidth: number;
}

/** An empty page as wide as `rect`, written with the panels' words, names and scale. */
function body(c: PanelCtx, rect: Rect): Page {
  return { body: new Container(), bodyWidth: rect.width, i18n: c.i18n, names: c.names, s: c.s };
}

/**
 * The summary of the round just scored; the score sheet can be looked at from it. `title` in
 * place of "Round n of m scored" (a lesson plays one round).
 */
export function summarySpec(
  c: PanelCtx,
  v: DreizehnView,
  buttons: OverlayButton[],
  title: string | null = null,
): PanelSpec | null {
  const round = v.history.length - 1;
  if (round < 0) return null;
  return {
    title: title ?? c.i18n.t('dreizehn.summary.title', { n: round + 1, m: v.rounds }),
    width: (v.players > 3 ? 1040 : 760) * c.s,
    buttons,
    build: (rect) => {
      const b = body(c, rect);
      summaryBody(b, v, round);
      return b.body;
    },
  };
}

/** The score sheet: every round and the totals. */
export function sheetSpec(c: PanelCtx, v: DreizehnView): PanelSpec {
  const s = c.s;
  return {
    width: Math.min(160 * s + v.players * 130 * s + 220 * s, 860 * s),
    build: (rect) => {
      const b = body(c, rect);
      sheetBody(b, v);
      return b.body;
    },
  };
}

/** The last play of every seat, the overflows lit. */
export function lastSpec(c: PanelCtx, v: DreizehnView): PanelSpec {
  const { i18n, s } = c;
  const build = (rect: Rect): Container => {
    const root = new Container();
    const plays = v.log.slice(-v.players);
    if (plays.length === 0) {
      root.addChild(txt(i18n.t('dreizehn.last.none'), 'body', s, palette.textMuted));
      return root;
    }
    const cw = c.cardWidth;
    const ch = cw * 1.4 * 0.7;
    let y = 0;
    for (const p of plays) {
      const sp = new CardSprite(c.art, 'dreizehn', p.card, cw);
      sp.scale.set(0.7);
      sp.position.set((cw * 0.7) / 2, y + ch / 2);
      const name = c.names.seat(p.seat);
      const card = cardName(i18n, p.card);
      const target = targetName(i18n, p.target);
      const line =
        p.took > 0
          ? i18n.t('dreizehn.log.overflow', { name, card, target, n: p.took })
          : `${name} → ${card} · ${target}`;
      const t = txt(line, 'body', s, p.took > 0 ? palette.accent : palette.text);
      t.style.wordWrap = true;
      t.style.wordWrapWidth = rect.width - cw - 20 * s;
      t.position.set(cw * 0.7 + 16 * s, y + (ch - t.height) / 2);
      root.addChild(sp, t);
      y += ch + 8 * s;
    }
    return root;
  };
  return { width: 640 * s, build };
}

/** The memory aid: the viewer's own cards taken this round. */
export function peekSpec(c: PanelCtx, taken: readonly string[]): PanelSpec {
  const { i18n, s } = c;
  return {
    title: i18n.t('dreizehn.peek.title'),
    width: 640 * s,
    build: (rect) => {
      const b = body(c, rect);
      const hint = txt(
        taken.length ? i18n.t('dreizehn.peek.hint') : i18n.t('dreizehn.peek.none'),
        'caption',
        s,
        palette.textMuted,
      );
      b.body.addChild(hint);
      cardsRow(b, c.art, sortHand(taken) as DreizehnCard[], hint.height + 10 * s, c.cardWidth);
      return b.body;
    },
  };
}

/** The final ranking (lowest total first) with the whole score sheet below. */
export function rankingSpec(c: PanelCtx, v: DreizehnView, result: GameResult): PanelSpec {
  const s = c.s;
  return {
    id: 'final',
    title: c.i18n.t('dreizehn.final.title'),
    width: 820 * s,
    build: (rect) => {
      const b = body(c, rect);
      finalBody(b, result);
      const sheet = body(c, rect);
      sheetBody(sheet, v);
      sheet.body.position.set(0, b.body.height + 22 * s);
      b.body.addChild(sheet.body);
      return b.body;
    },
  };
}

/** The play the viewer last tried, for saying why it was refused. */
export interface Attempt {
  card: string;
  target: string;
}

/** Why the host refused a play, in the player's words (`reason`: the host's own, worded). */
export function refusalMessage(
  i18n: I18n,
  v: DreizehnView,
  rule: string,
  reason: string,
  a: Attempt | null,
): string {
  if (rule === 'not-your-turn') return i18n.t('dreizehn.refuse.notYourTurn');
  const generic = i18n.t('dreizehn.refuse.generic', { reason });
  if (!a || !isDreizehnCard(a.card)) return generic;
  const colour = dreizehnCardColour(a.card);
  const t = v.targets.find((x) => x.id === a.target);
  if (!colour) return generic;
  if (rule === 'wrong-target' && v.options.colorRule === 'fixed')
    return i18n.t('dreizehn.refuse.wrongTarget', { adj: i18n.t(`dreizehn.colourAdj.${colour}`) });
  if (rule === 'wrong-target' && t?.colour)
    return i18n.t('dreizehn.refuse.otherColour', {
      target: targetName(i18n, t.id),
      colour: i18n.t(`dreizehn.colour.${t.colour}`),
      card: cardName(i18n, a.card),
    });
  const other = rule === 'colour-on-other-target' ? v.targets.find((x) => x.colour === colour) : undefined;
  if (other)
    return i18n.t('dreizehn.refuse.mustGoOther', {
      target: targetName(i18n, other.id),
      colour: i18n.t(`dreizehn.colour.${colour}`),
      card: cardName(i18n, a.card),
    });
  return generic;
}

/** The refusal's bubble, edged in the danger colour; its size is the text's. */
export function refusalBubble(msg: string, s: number, maxWidth = 452 * s): Container {
  const c = new Container();
  const t = new Text({
    text: msg,
    style: {
      ...font('label', s, palette.text),
      wordWrap: true,
      wordWrapWidth: Math.min(420 * s, maxWidth - 32 * s),
    },
  });
  const pw = t.width + 32 * s;
  const ph = t.height + 18 * s;
  c.addChild(
    new Graphics()
      .roundRect(0, 3 * s, pw, ph, 12 * s)
      .fill({ color: 0x000000, alpha: 0.3 })
      .roundRect(0, 0, pw, ph, 12 * s)
      .fill({ color: palette.panel, alpha: 0.97 })
      .roundRect(0, 0, pw, ph, 12 * s)
      .stroke({ width: 2 * s, color: palette.danger }),
  );
  t.position.set(16 * s, 9 * s);
  c.addChild(t);
  return c;
}
