/**
 * The side column beside a challenge's board: the viewer's own part on the live board (the
 * name to take part with, the deal to play, where it stands), where guests join while it is
 * open (the host's window), and the owner's buttons at its foot (the exports, End or New
 * challenge). On a kept board it says when the challenge ended. The screen keeps the state the
 * buttons change; it is reached through `SideActions`.
 */
import { Text } from 'pixi.js';
import type { ChallengeView } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { qrGraphic } from '../ui/qr';
import { ago } from '../saves/model';
import { font, palette } from '../theme/theme';
import { Button, fitText, TextField } from '../ui/widgets';
import { challengeStep, scoreText } from './model';
import { say, type Box, type PageFrame } from './page-frame';

/** What the side column's buttons and field do. */
export interface SideActions {
  /** The name in the join field, and its change. */
  joinName: string;
  setJoinName: (name: string) => void;
  /** The join field is being edited (the keyboard focus steps aside meanwhile). */
  editing: (on: boolean) => void;
  /** Takes part under the name in the field. */
  join: () => void;
  /** Asks for the next deal (`back`: the one being played). */
  askDeal: (back: boolean) => void;
  /** Exports the results (a kept challenge's by its id). */
  exportAs: (format: 'csv' | 'json', id?: string) => void;
  /** End was pressed: the screen asks first. */
  askEnd: () => void;
  /** New challenge: the form. */
  newChallenge: () => void;
}

export interface SideSpec {
  view: ChallengeView;
  /** A kept (ended) challenge from the list, and when it ended. */
  kept: boolean;
  endedAt?: string;
  owner: boolean;
  actions: SideActions;
}

/** The column in `side`; returns its focusable items. */
export function boardSide(f: PageFrame, side: Box, o: SideSpec): Focusable[] {
  const { s } = f;
  const c = o.view;
  const items: Focusable[] = [];
  let y = side.y;
  if (!o.kept) {
    const you = youBlock(f, side, o);
    items.push(...you.items);
    y = you.bottom;
  } else if (o.endedAt) {
    y = endedLine(f, side, o.endedAt);
  }
  const bottom = o.owner ? ownerButtons(f, side, o) : { items: [], top: side.y + side.h };
  if (o.owner && !o.kept && c.state === 'open')
    address(f, c, { ...side, y: y + 18 * s, h: bottom.top - 18 * s - (y + 18 * s) });
  items.push(...bottom.items);
  return items;
}

/** When a kept challenge ended, at (a.x, a.y); returns the y under it. */
function endedLine(f: PageFrame, a: Box, endedAt: string): number {
  const when = say(f, ago(f.i18n.language, endedAt, Date.now()), a.x, a.y, a.w);
  return when.y + when.height + 12 * f.s;
}

/**
 * The viewer's own part on a phone, from the top of `a`: take part, the deal to play and where
 * it stands (or when a kept one ended); returns its items and where it ends.
 */
export function ownPart(f: PageFrame, a: Box, o: SideSpec): { items: Focusable[]; bottom: number } {
  if (!o.kept) return youBlock(f, a, o);
  return { items: [], bottom: o.endedAt ? endedLine(f, a, o.endedAt) - 12 * f.s : a.y };
}

/**
 * The host's part on a phone, from the top of `a`: where guests join (while open), then the
 * exports and End or New challenge; returns its items and where it ends (`a.y`: nothing).
 */
export function hostPart(f: PageFrame, a: Box, o: SideSpec): { items: Focusable[]; bottom: number } {
  const { s } = f;
  const c = o.view;
  if (!o.owner) return { items: [], bottom: a.y };
  let y = a.y;
  if (!o.kept && c.state === 'open') y = address(f, c, { ...a, h: Infinity }) + 20 * s;
  const buttons = ownerButtons(f, { ...a, y, h: 0 }, o, true);
  return { items: buttons.items, bottom: buttons.bottom };
}

/** The viewer's own part: take part (name), play the next deal, or where it stands. */
function youBlock(f: PageFrame, a: Box, o: SideSpec): { items: Focusable[]; bottom: number } {
  const { s, i18n } = f;
  const { view: c, actions: act } = o;
  const step = challengeStep(c);
  const items: Focusable[] = [];
  let y = a.y;
  const big = (label: string, id: string, onPress: () => void): Button => {
    const b = new Button({
      label,
      icon: 'play',
      variant: 'primary',
      scale: s,
      // A phone on its side has a wide column: the button stays a button's size.
      width: Math.min(a.w, 440 * s),
      height: 54 * s,
      id,
      onPress,
    });
    b.position.set(a.x, y);
    f.layer.addChild(b);
    items.push(b);
    y += b.bh;
    return b;
  };
  const line = (t: string): void => {
    const said = say(f, t, a.x, y, a.w);
    testId(said, 'challenge.you');
    y += said.height + 14 * s;
  };
  const you = c.participants.find((p) => p.participant === c.you?.participant);
  switch (step.kind) {
    case 'join': {
      const head = f.text(i18n.t('challenge.join.title'), 'label', palette.accent);
      head.position.set(a.x, y);
      f.layer.addChild(head);
      y += head.height + 6 * s;
      const body = say(f, i18n.t('challenge.join.body'), a.x, y, a.w);
      y += body.height + 8 * s;
      const field = new TextField(i18n.t('challenge.join.name'), act.joinName, s, a.w, act.setJoinName, {
        id: 'challenge.name',
        controlWidth: a.w * 0.6,
        maxLength: 24,
        onEditing: act.editing,
      });
      field.position.set(a.x, y);
      f.layer.addChild(field);
      items.push(field);
      y += field.rowHeight + 10 * s;
      big(i18n.t('challenge.join.go'), 'challenge.join', act.join);
      break;
    }
    case 'first':
      line(i18n.t('challenge.you.none', { name: you?.name ?? act.joinName }));
      big(i18n.t('challenge.play.first'), 'challenge.play', () => act.askDeal(false));
      break;
    case 'playing':
      line(i18n.t('challenge.you.playing', { n: step.deal + 1, deals: c.deals }));
      big(i18n.t('challenge.play.back'), 'challenge.play', () => act.askDeal(true));
      break;
    case 'next':
      line(i18n.t('challenge.you.over', { n: step.deal, deals: c.deals }));
      big(i18n.t('challenge.play.next', { n: step.deal + 1 }), 'challenge.play', () => act.askDeal(false));
      break;
    case 'done':
      line(i18n.t('challenge.you.done'));
      break;
    case 'ended':
      line(i18n.t('challenge.you.ended'));
      break;
  }
  // Where the viewer stands, once it has played.
  if (you && you.played > 0 && step.kind !== 'join' && step.kind !== 'first') {
    if (items.length > 0) y += 16 * s;
    // Wrapped, never cut: the words are the point.
    const place = new Text({
      text: i18n.t('challenge.you.place', {
        rank: you.rank,
        n: c.participants.length,
        total: scoreText(you.total),
      }),
      style: { ...font('label', s, palette.accent), wordWrap: true, wordWrapWidth: a.w },
    });
    place.position.set(a.x, y);
    testId(place, 'challenge.place');
    f.layer.addChild(place);
    y += place.height + 8 * s;
  }
  return { items, bottom: y };
}

/** Where guests join: the LAN address, its QR code where there is room, and how; returns where it ends. */
function address(f: PageFrame, c: ChallengeView, a: Box): number {
  const { s, i18n } = f;
  const head = f.text(i18n.t('challenge.address.title'), 'label', palette.accent);
  head.position.set(a.x, a.y);
  f.layer.addChild(head);
  const url = c.urls?.[0];
  if (!url) {
    const waiting = say(f, i18n.t('challenge.address.waiting'), a.x, head.y + head.height + 6 * s, a.w);
    return waiting.y + waiting.height;
  }
  const short = (u: string): string => u.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const address = testId(f.text(short(url), 'title'), 'challenge.url');
  address.position.set(a.x, head.y + head.height + 4 * s);
  fitText(address, a.w);
  f.layer.addChild(address);
  let y = address.y + address.height + 4 * s;
  const others = (c.urls ?? []).slice(1).map(short);
  if (others.length > 0) {
    // Every address whole: a guest types the one its network reaches.
    const more = new Text({
      text: others.join(' · '),
      style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: a.w },
    });
    more.position.set(a.x, y);
    f.layer.addChild(more);
    y += more.height + 4 * s;
  }
  y += 8 * s;
  const room = a.y + a.h - y;
  const qrSize = Math.min(136 * s, room, a.w * 0.45);
  const hintW = qrSize >= 72 * s ? a.w - qrSize - 14 * s : a.w;
  const hint = new Text({
    text: i18n.t('challenge.address.hint'),
    style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: hintW },
  });
  if (qrSize >= 72 * s) {
    const qr = qrGraphic(url, qrSize);
    testId(qr, 'challenge.qr');
    qr.position.set(a.x, y);
    hint.position.set(a.x + qrSize + 14 * s, y);
    f.layer.addChild(qr);
  } else hint.position.set(a.x, y);
  const qrBottom = qrSize >= 72 * s ? y + qrSize : y;
  if (hint.y + hint.height <= a.y + a.h + 4 * s) {
    f.layer.addChild(hint);
    return Math.max(qrBottom, hint.y + hint.height);
  }
  hint.destroy();
  return qrBottom;
}

/**
 * The owner's buttons at the side's foot: the exports, then End (open) or New challenge
 * (ended); `flow` (a phone): from the top of `a` down, finger-sized.
 */
function ownerButtons(
  f: PageFrame,
  a: Box,
  o: SideSpec,
  flow = false,
): { items: Button[]; top: number; bottom: number } {
  const { s, i18n } = f;
  const { view: c, kept, actions: act } = o;
  const id = kept ? c.id : undefined;
  // Side by side where both labels fit, else one under the other.
  const labels = [i18n.t('challenge.owner.csv'), i18n.t('challenge.owner.json')];
  const natural = labels.map(
    (label) => new Button({ label, icon: 'save', scale: s, onPress: () => undefined }),
  );
  const paired = natural[0]!.bw + natural[1]!.bw + 10 * s <= a.w;
  for (const b of natural) b.destroy({ children: true });
  const half = paired ? (a.w - 10 * s) / 2 : a.w;
  const [csv, json] = (['csv', 'json'] as const).map(
    (format, i) =>
      new Button({
        label: labels[i]!,
        icon: 'save',
        scale: s,
        width: half,
        maxWidth: half,
        id: `challenge.${format}`,
        onPress: () => act.exportAs(format, id),
      }),
  ) as [Button, Button];
  const main = kept
    ? null
    : c.state === 'open'
      ? new Button({
          label: i18n.t('challenge.owner.end'),
          icon: 'door',
          variant: 'danger',
          scale: s,
          width: a.w,
          id: 'challenge.end',
          onPress: act.askEnd,
        })
      : new Button({
          label: i18n.t('challenge.owner.new'),
          icon: 'play',
          variant: 'primary',
          scale: s,
          width: a.w,
          id: 'challenge.new',
          onPress: act.newChallenge,
        });
  const items = [csv, json, ...(main ? [main] : [])];
  if (flow) {
    let y = a.y;
    csv.position.set(a.x, y);
    if (!paired) y += csv.bh + 10 * s;
    json.position.set(a.x + a.w - json.bw, y);
    y += json.bh;
    if (main) {
      main.position.set(a.x, y + 10 * s);
      y = main.y + main.bh;
    }
    f.layer.addChild(csv, json, ...(main ? [main] : []));
    return { items, top: a.y, bottom: y };
  }
  let y = a.y + a.h;
  if (main) {
    y -= main.bh;
    main.position.set(a.x, y);
    f.layer.addChild(main);
    y -= 10 * s;
  }
  y -= json.bh;
  json.position.set(a.x + a.w - json.bw, y);
  if (!paired) y -= 10 * s + csv.bh;
  csv.position.set(a.x, y);
  f.layer.addChild(csv, json);
  return { items, top: y, bottom: a.y + a.h };
}
