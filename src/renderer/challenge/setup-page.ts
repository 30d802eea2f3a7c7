/**
 * The challenge screen's form page (the host's window without an open challenge): the header
 * with "Earlier challenges", and in one panel the form of setup.ts with Open under it, and
 * beside it what a duplicate challenge is and how guests come in.
 */
import { Text } from 'pixi.js';
import type { Catalog } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText, paragraph } from '../ui/widgets';
import { historyButton, pageHeader, pagePanel, type PageFrame } from './page-frame';
import { setupControls } from './setup';

export interface SetupPageSpec {
  catalog: Catalog | null;
  /** Open stays off (asked already, no catalog yet, or one is open). */
  disabled: boolean;
  onOpen: () => void;
  onHistory: () => void;
  rebuild: () => void;
}

/** Draws the page; returns its focusable items in focus order. */
export function setupPage(f: PageFrame, o: SetupPageSpec): Focusable[] {
  const { s, i18n, left, contentW } = f;
  const earlier = historyButton(f, o.onHistory);
  const head = pageHeader(f, {
    title: i18n.t('challenge.title'),
    back: i18n.t('challenge.back'),
    right: [earlier],
  });
  const { panelY, panelH } = head;
  // A phone upright: the form, Open, then what it is, one under the other; on its side the
  // text beside the form; the panel as tall as its content (the page scrolls).
  const oneColumn = f.form === 'tall';
  const pad = (f.compact ? 18 : 32) * s;
  const colGap = (f.compact ? 24 : 48) * s;
  const inner = contentW - 2 * pad;
  const formW = oneColumn ? inner : Math.round((inner - colGap) * 0.52);
  const textX = oneColumn ? left + pad : left + pad + formW + colGap;
  const textW = oneColumn ? inner : inner - formW - colGap;
  const panel = pagePanel(f, left, panelY, contentW, panelH);
  const title = f.compact
    ? new Text({
        text: i18n.t('challenge.setup.title'),
        style: { ...font('title', s, palette.text), wordWrap: true, wordWrapWidth: formW },
      })
    : f.text(i18n.t('challenge.setup.title'), 'title');
  title.position.set(left + pad, panelY + (f.compact ? 18 : 26) * s);
  fitText(title, formW);
  f.layer.addChild(title);
  const form = setupControls(f.layer, {
    x: left + pad,
    y: title.y + title.height + (f.compact ? 14 : 22) * s,
    width: formW,
    s,
    i18n,
    catalog: o.catalog,
    rebuild: o.rebuild,
    stacked: f.compact,
  });
  const open = new Button({
    label: i18n.t('challenge.setup.open'),
    icon: 'play',
    variant: 'primary',
    scale: s,
    width: formW,
    height: 58 * s,
    id: 'challenge.open',
    onPress: o.onOpen,
  });
  open.position.set(
    left + pad,
    f.compact ? form.bottom + 10 * s : Math.min(form.bottom + 26 * s, panelY + panelH - pad - open.bh),
  );
  open.setDisabled(o.disabled);
  f.layer.addChild(open);
  // What a duplicate challenge is, beside the form (under it on a phone upright).
  const body = paragraph(i18n.t('challenge.setup.body'), s, textW);
  body.position.set(textX, oneColumn ? open.y + open.bh + 28 * s : panelY + (f.compact ? 18 : 26) * s);
  f.layer.addChild(body);
  const guests = new Text({
    text: i18n.t('challenge.setup.guests'),
    style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: textW },
  });
  guests.position.set(textX, body.y + body.height + 18 * s);
  f.layer.addChild(guests);
  if (f.compact) {
    const bottom = Math.max(open.y + open.bh, guests.y + guests.height) + pad;
    drawPanel(panel.clear(), contentW, Math.max(panelH, bottom - panelY), s, { alpha: 0.85 });
  }
  return [...form.items, open, ...head.items];
}
