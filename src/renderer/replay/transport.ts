/**
 * The replay's transport bar under the top bar: start, round back, step back, play/pause,
 * step on, round on, end and the speed, then the timeline (with the analysis' marks) and the
 * position at the right. Built anew on every change of size, language, playing or speed; the
 * timeline itself lives on (it is made once, with its handlers).
 */
import { Graphics, Text, type Container } from 'pixi.js';
import type { ReplayInfo } from '../../shared/protocol';
import { testId } from '../core/testhook';
import type { I18n } from '../i18n';
import { font, palette } from '../theme/theme';
import type { Tooltip } from '../ui/chrome';
import type { IconName } from '../ui/icons';
import { fingerSized, touchSize } from '../ui/row';
import { Button, fitText } from '../ui/widgets';
import { speedLabel, type Speed } from './model';
import type { Timeline } from './timeline';

export interface TransportSpec {
  width: number;
  /** Top of the bar (the top bar's height) and its own height. */
  y0: number;
  barH: number;
  s: number;
  i18n: I18n;
  tooltip: Tooltip;
  info: ReplayInfo;
  playing: boolean;
  speed: Speed;
  /** The buttons on one line, the timeline on a second (a phone upright). */
  twoLines: boolean;
  timeline: Timeline;
  marks: readonly number[];
  on: {
    start: () => void;
    prevRound: () => void;
    back: () => void;
    togglePlay: () => void;
    forward: () => void;
    nextRound: () => void;
    end: () => void;
    speed: () => void;
  };
}

export interface Transport {
  /** The controls in focus order. */
  controls: Button[];
  play: Button;
  /** Disabled at the first step (back) or the last (forward). */
  back: Button[];
  forward: Button[];
  position: Text;
}

/**
 * The transport bar's height: one line on a desktop and on a phone on its side (whose table has
 * no height to spare), two on a phone upright (the buttons, then the timeline).
 */
export function transportHeight(s: number, twoLines: boolean): number {
  if (twoLines) return Math.round(touchSize(42 * s) + touchSize(44 * s) + 6 * s);
  return Math.round(fingerSized() ? touchSize(42 * s) + 6 * s : 58 * s);
}

/** Empties `bar` (keeping the timeline alive) and builds it anew. */
export function buildTransport(bar: Container, o: TransportSpec): Transport {
  bar.removeChild(o.timeline);
  for (const c of bar.removeChildren()) c.destroy({ children: true });
  const { s, i18n, y0, barH, width } = o;
  bar.addChild(new Graphics().rect(0, y0, width, barH).fill({ color: palette.panel, alpha: 0.72 }));
  // On a phone every control is a fingertip; upright the buttons share the first line, the
  // timeline the second.
  const phone = fingerSized();
  const two = o.twoLines;
  const bh = Math.round(touchSize(42 * s));
  const by = two ? y0 + 3 * s : y0 + (barH - bh) / 2;
  const icon = (id: string, iconName: IconName, label: string, run: () => void): Button => {
    const b = new Button({
      label,
      icon: iconName,
      iconOnly: true,
      scale: s,
      height: bh,
      variant: 'ghost',
      id,
      onPress: run,
    });
    o.tooltip.attach(b, () => label);
    return b;
  };
  const on = o.on;
  const start = icon('replay.start', 'stepBack', i18n.t('replay.ctl.start'), on.start);
  const prevRound = icon('replay.prevRound', 'skipBack', i18n.t('replay.ctl.prevRound'), on.prevRound);
  const back = icon('replay.back', 'back', i18n.t('replay.ctl.back'), on.back);
  const play = icon(
    'replay.play',
    o.playing ? 'pause' : 'play',
    i18n.t(o.playing ? 'replay.ctl.pause' : 'replay.ctl.play'),
    on.togglePlay,
  );
  const forward = icon('replay.forward', 'forward', i18n.t('replay.ctl.forward'), on.forward);
  const nextRound = icon('replay.nextRound', 'skipForward', i18n.t('replay.ctl.nextRound'), on.nextRound);
  const end = icon('replay.end', 'stepForward', i18n.t('replay.ctl.end'), on.end);
  const speed = new Button({
    label: speedLabel(o.speed),
    scale: s,
    height: bh,
    width: Math.max(64 * s, bh),
    variant: 'ghost',
    id: 'replay.speed',
    onPress: on.speed,
  });
  o.tooltip.attach(speed, () => i18n.t('replay.ctl.speed', { x: speedLabel(o.speed) }));
  const controls = [start, prevRound, back, play, forward, nextRound, end, speed];
  const used = controls.reduce((sum, b) => sum + b.bw, 0);
  // On their own line spread across the width; else side by side from the left.
  const step = two ? Math.max(2 * s, (width - 16 * s - used) / (controls.length - 1)) : 4 * s;
  let x = two ? 8 * s : 14 * s;
  for (const b of controls) {
    b.position.set(x, by);
    x += b.bw + step;
    bar.addChild(b);
  }
  const posW = phone ? Math.min(140 * s, width * 0.36) : Math.min(300 * s, width * 0.26);
  const position = new Text({ text: '', style: font(phone ? 'caption' : 'label', s, palette.textMuted) });
  testId(position, 'replay.position');
  const lineY = two ? by + bh : y0;
  const lineH = two ? y0 + barH - lineY : barH;
  // Centred on its line however many lines it takes (a phone's wraps to two).
  position.anchor.set(0, 0.5);
  position.position.set(width - 16 * s - posW, lineY + lineH / 2);
  const trackX = two ? 16 * s : x + 18 * s;
  const trackW = Math.max(60 * s, position.x - 24 * s - trackX);
  // A fingertip high on a phone; on a desktop it ends where the keys' line below it starts.
  const trackH = two ? lineH : phone ? bh : barH * 0.54;
  o.timeline.layout(
    trackW,
    trackH,
    s,
    o.info.lastStep,
    o.info.rounds.map((r) => r.step),
  );
  o.timeline.position.set(trackX, two ? lineY : phone ? by : y0 + barH * 0.08);
  o.timeline.mark(o.marks);
  bar.addChild(o.timeline, position);
  // The keys only where there is a keyboard to speak of.
  if (!phone) {
    const keys = new Text({ text: i18n.t('replay.ctl.keys'), style: font('caption', s, palette.textDim) });
    keys.position.set(trackX, y0 + barH * 0.62);
    fitText(keys, trackW);
    bar.addChild(keys);
  }
  return { controls, play, back: [start, prevRound, back], forward: [forward, nextRound, end], position };
}
