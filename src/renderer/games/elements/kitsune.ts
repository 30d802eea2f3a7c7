/**
 * The Kitsune-form prompt (shared by the SevenSins and Abyss scenes): when the player plays a
 * Kitsune, two tiles — the Sin and the Tanuki card, each with what that form does — and Cancel.
 * ←/→/Tab choose, Enter picks, Escape cancels. Only forms the snapshot allows are offered.
 *
 * Test ids: `kitsune:sin`, `kitsune:tanuki`, `kitsune:cancel`.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { Language } from '../../../shared/settings';
import type { CardArt } from '../../art/cardArt';
import { markCover, markVital } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { Button, fitText } from '../../ui/widgets';
import type { KitsuneForm } from './cards';
import { specialName } from './words';
import { KeyFocus } from '../common/key-focus';
import { choiceTile, promptPanel, tileFace } from '../common/prompt-parts';
import { tilesPerRow } from './compact';
import { text } from '../../../shared/i18n/format';

export interface KitsunePromptOptions {
  s: number;
  lang: Language;
  art: CardArt;
  /** The forms that may be chosen now (from the legal actions). */
  forms: readonly KitsuneForm[];
  /** The prompt is centred horizontally in this rectangle and sits at its bottom. */
  area: Rect;
  /** A line under each form's name; defaults to the base game's effect of that form. */
  hint?: (form: KitsuneForm) => string;
  onChoose: (form: KitsuneForm) => void;
  onCancel: () => void;
  /** A phone: no keyboard line; the tiles stand one above the other where a row is too wide. */
  compact?: boolean;
}

export class KitsunePrompt extends Container {
  private readonly focus = new KeyFocus(() => this.paint());
  private readonly tiles: { form: KitsuneForm | null; ring: Graphics; press: () => void }[] = [];
  private cancelButton: Button | null = null;

  constructor(private readonly o: KitsunePromptOptions) {
    super({ label: 'kitsune-prompt' });
    // An opaque panel asking the decision: what lies under it is hidden, its choices must stay free.
    markCover(this);
    this.eventMode = 'static';
    this.build();
  }

  private build(): void {
    const { s, lang } = this.o;
    const pad = 18 * s;
    const cardW = 50 * s;
    const gap = 14 * s;
    const n = this.o.forms.length;
    // The tiles side by side where they fit at no less than 190 design px (a phone on its side
    // beside the lesson's coach): one above the other the prompt would climb over the top bar.
    const sideBySide = (this.o.area.width - 2 * pad - (n - 1) * gap) / Math.max(1, n);
    const tileW = Math.min(262 * s, sideBySide >= 190 * s ? sideBySide : this.o.area.width - 2 * pad);
    const title = new Text({
      text: text(lang, 'elements.kitsune.title'),
      style: font('title', s, palette.text),
    });
    // The keyboard line means nothing on a phone.
    const keys = new Text({
      text: this.o.compact ? '' : text(lang, 'elements.kitsune.keys'),
      style: font('caption', s, palette.textDim),
    });
    const forms = this.o.forms;
    const cols = tilesPerRow(this.o.area.width - 2 * pad, tileW, gap, forms.length);
    const rows = Math.ceil(forms.length / cols);
    const rowW = cols * tileW + (cols - 1) * gap;
    const cancel = new Button({
      label: text(lang, 'elements.kitsune.cancel'),
      scale: s,
      // A fingertip's target on a phone.
      height: (this.o.compact ? 48 : 38) * s,
      variant: 'secondary',
      id: 'kitsune:cancel',
      onPress: () => this.o.onCancel(),
    });
    // Each tile: the form's card on the left, its name and what it does on the right.
    const textX = 12 * s + cardW + 12 * s;
    const textW = tileW - textX - 10 * s;
    const faces = forms.map((form) => {
      const name = new Text({
        text: specialName(lang, form === 'sin' ? 'SIN' : 'TANUKI'),
        style: font('label', s, palette.text),
      });
      fitText(name, textW);
      const hintText = this.o.hint
        ? this.o.hint(form)
        : text(lang, form === 'sin' ? 'elements.kitsune.sinHint' : 'elements.kitsune.tanukiHint');
      const hint = new Text({
        text: hintText,
        style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: textW },
      });
      return { form, name, hint };
    });
    const tileH = Math.max(
      cardW * 1.4 + 20 * s,
      ...faces.map((f) => 10 * s + f.name.height + 2 * s + f.hint.height + 10 * s),
    );
    const W = Math.min(
      this.o.area.width,
      Math.max(rowW, title.width + cancel.bw + 24 * s, keys.width) + 2 * pad,
    );
    // Beside Cancel on a narrow panel (a phone) the question wraps rather than losing its end.
    const titleRoom = W - 2 * pad - cancel.bw - 12 * s;
    if (title.width > titleRoom) {
      title.style.wordWrap = true;
      title.style.wordWrapWidth = titleRoom;
    }
    fitText(title, titleRoom);
    const headH = Math.max(title.height, cancel.bh);
    const gridH = rows * tileH + (rows - 1) * gap;
    const keysH = this.o.compact ? 0 : 8 * s + keys.height;
    const H = pad + headH + 12 * s + gridH + keysH + pad - 4 * s;
    this.addChild(promptPanel(W, H, s));
    this.hitArea = new Rectangle(0, 0, W, H);
    title.position.set(pad, pad + (headH - title.height) / 2);
    cancel.position.set(W - pad - cancel.bw, pad + (headH - cancel.bh) / 2);
    this.addChild(title, cancel);
    const y0 = pad + headH + 12 * s;
    faces.forEach(({ form, name, hint }, i) => {
      const x = (W - rowW) / 2 + (i % cols) * (tileW + gap);
      const y = y0 + Math.floor(i / cols) * (tileH + gap);
      const b = new Container();
      const g = tileFace(tileW, tileH, s);
      const card = new CardSprite(this.o.art, 'sevensins', form === 'sin' ? 'SIN' : 'TANUKI', cardW);
      card.position.set(12 * s + cardW / 2, tileH / 2);
      name.position.set(textX, 10 * s);
      hint.position.set(textX, name.y + name.height + 2 * s);
      b.addChild(g, card, name, hint);
      const ring = choiceTile(b, g, tileW, tileH, s, () => this.o.onChoose(form));
      b.position.set(x, y);
      testId(b, `kitsune:${form}`);
      markVital(b);
      this.addChild(b);
      this.tiles.push({ form, ring, press: () => this.o.onChoose(form) });
    });
    this.tiles.push({ form: null, ring: new Graphics(), press: () => this.o.onCancel() });
    this.cancelButton = cancel;
    if (!this.o.compact) {
      keys.position.set((W - keys.width) / 2, y0 + gridH + 8 * s);
      this.addChild(keys);
    }
    const a = this.o.area;
    // At the area's bottom; taller than the area, from its top (never over the top bar).
    this.position.set(Math.round(a.x + (a.width - W) / 2), Math.round(Math.max(a.y, a.y + a.height - H)));
    this.paint();
  }

  private paint(): void {
    const cancel = this.cancelButton;
    this.tiles.forEach((t, i) => {
      const on = this.focus.isOn(i);
      if (t.form === null) cancel?.setFocused(on);
      else t.ring.visible = on;
    });
  }

  /** Keyboard: ←/→/Tab choose, Enter/Space picks, Escape cancels. True when the key was used. */
  onKey(e: KeyboardEvent): boolean {
    const n = this.tiles.length;
    if (e.key === 'Escape') {
      this.o.onCancel();
      return true;
    }
    return this.focus.onKey(e, n, (i) => this.tiles[i]?.press());
  }
}
