/**
 * The challenge screen's form page (the host's window without an open challenge): the header
 * with "Earlier challenges", and in one panel the form of setup.ts with Open under it, and
 * beside it what a duplicate challenge is and how guests come in.
 */
import { Text } from 'pixi.js';
import type { Catalog } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { font, palette } from '../theme/theme';
import { Button, fitText, paragraph } from '../ui/widgets';
import { cht } from './i18n';
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
  const head = pageHeader(f, { title: cht(i18n, 'title'), back: cht(i18n, 'back'), right: [earlier] });
  const { panelY, panelH } = head;
  pagePanel(f, left, panelY, contentW, panelH);
  const pad = 32 * s;
  const colGap = 48 * s;
  const formW = Math.round((contentW - 2 * pad - colGap) * 0.52);
  const textX = left + pad + formW + colGap;
  const textW = contentW - 2 * pad - formW - colGap;
  const title = f.text(cht(i18n, 'setup.title'), 'title');
  title.position.set(left + pad, panelY + 26 * s);
  fitText(title, formW);
  f.layer.addChild(title);
  const form = setupControls(f.layer, {
    x: left + pad,
    y: title.y + title.height + 22 * s,
    width: formW,
    s,
    i18n,
    catalog: o.catalog,
    rebuild: o.rebuild,
  });
  const open = new Button({
    label: cht(i18n, 'setup.open'),
    icon: 'play',
    variant: 'primary',
    scale: s,
    width: formW,
    height: 58 * s,
    id: 'challenge.open',
    onPress: o.onOpen,
  });
  open.position.set(left + pad, Math.min(form.bottom + 26 * s, panelY + panelH - pad - open.bh));
  open.setDisabled(o.disabled);
  f.layer.addChild(open);
  // What a duplicate challenge is, beside the form.
  const body = paragraph(cht(i18n, 'setup.body'), s, textW);
  body.position.set(textX, panelY + 26 * s);
  f.layer.addChild(body);
  const guests = new Text({
    text: cht(i18n, 'setup.guests'),
    style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: textW },
  });
  guests.position.set(textX, body.y + body.height + 18 * s);
  f.layer.addChild(guests);
  return [...form.items, open, ...head.items];
}
