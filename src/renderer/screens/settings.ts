/**
 * Settings: language, sound, motion, name and colour-blind symbols. Every change is sent
 * to the host (`setSettings`) and takes effect when the host confirms it; the preview on
 * the right shows the card faces and tokens in the chosen mode.
 */
import { Container, Graphics, Sprite } from 'pixi.js';
import { LANGUAGES, SPEEDS, type SettingsPatch, type Speed } from '../../shared/settings';
import { elementChip, saboteurToken, sealToken, targetToken } from '../art/tokens';
import type { AppContext } from '../app/context';
import { text } from '../../shared/i18n/format';
import { palette } from '../theme/theme';
import { drawPanel, framedBox } from '../ui/chrome';
import { Button, Slider, Stepper, TextField, Toggle } from '../ui/widgets';
import { BaseScreen } from './base';

/** The change of one setting (typed by its key, which `{ [key]: value }` would not be). */
function patchOf<K extends keyof SettingsPatch>(key: K, value: SettingsPatch[K]): SettingsPatch {
  const patch: SettingsPatch = {};
  patch[key] = value;
  return patch;
}

export class SettingsScreen extends BaseScreen {
  readonly screenName = 'settings';

  constructor(
    ctx: AppContext,
    private readonly returnTo: 'menu' | 'table',
  ) {
    super(ctx);
  }

  protected override back(): void {
    if (this.returnTo === 'table' && this.ctx.store.table) this.ctx.showTable();
    else this.ctx.showMenu();
  }

  protected build(): void {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;
    const st = this.ctx.settings();
    const form = this.form;
    // On a phone: one column upright (the preview under the settings), two on its side; the
    // screen scrolls where the rows need more than the window.
    const oneColumn = form.name === 'tall';
    const contentW = Math.min(w - (form.compact ? 24 : 48) * s, 1120 * s);
    const left = (w - contentW) / 2;
    const top = form.compact ? 0 : Math.max(0, (h - 800 * s) / 2);
    const headY = top + (form.compact ? 12 : 26) * s;

    const back = new Button({
      label: i18n.t('app.settings.back'),
      icon: 'back',
      iconOnly: form.compact,
      scale: s,
      id: 'settings.back',
      onPress: () => this.back(),
    });
    if (form.compact) this.ctx.tooltip.attach(back, () => i18n.t('app.settings.back'));
    back.position.set(left, headY);
    const title = this.text(i18n.t('app.settings.title'), 'heading');
    title.position.set(left + back.bw + (form.compact ? 14 : 24) * s, headY + (back.bh - title.height) / 2);
    this.layer.addChild(back, title);

    const panelY = headY + back.bh + (form.compact ? 14 : 34) * s;
    const panel = new Graphics();
    this.layer.addChild(panel);
    const pad = (form.compact ? 16 : 32) * s;
    const colW = oneColumn ? contentW - 2 * pad : contentW * 0.58 - pad * 1.5;
    const x = left + pad;
    // The controls' width: on a phone the labels keep room to wrap beside them.
    const controlW = form.compact ? Math.min(260 * s, colW * 0.55) : 260 * s;
    let y = panelY + 22 * s;
    const section = (key: 'app.settings.sectionGeneral' | 'app.settings.sectionSound'): void => {
      const t = this.text(i18n.t(key), 'caption', palette.accent);
      t.position.set(x, y + 6 * s);
      this.layer.addChild(t);
      const line = new Graphics()
        .rect(x + t.width + 12 * s, y + 6 * s + t.height / 2, colW - t.width - 12 * s, Math.max(1, s))
        .fill({ color: palette.panelEdge });
      this.layer.addChild(line);
      y += t.height + 16 * s;
    };
    const add = <T extends Container & { rowHeight: number }>(widget: T): T => {
      widget.position.set(x, y);
      this.layer.addChild(widget);
      // Rows sit flush: eleven settings fill the panel at 1280×800 (the rows carry their own air).
      y += widget.rowHeight;
      return widget;
    };
    const words = { on: i18n.t('app.common.on'), off: i18n.t('app.common.off') };
    // A switch for an on/off setting, labelled and identified by the setting's key.
    const toggle = (key: 'colorBlind' | 'muted' | 'reducedMotion' | 'coach'): Toggle =>
      add(
        new Toggle(
          i18n.t(`app.settings.${key}`),
          st[key],
          s,
          colW,
          (v) => this.ctx.changeSettings(patchOf(key, v)),
          words,
          `settings.${key}`,
        ),
      );
    const speedChoices = SPEEDS.map((v) => ({ value: v, label: i18n.t(`app.speed.${v}`) }));
    // A stepper through the speeds, for the animations or the bots.
    const speed = (key: 'animationSpeed' | 'botSpeed'): Stepper<Speed> =>
      add(
        new Stepper<Speed>(
          i18n.t(`app.settings.${key}`),
          speedChoices,
          st[key],
          s,
          colW,
          (v) => this.ctx.changeSettings(patchOf(key, v)),
          { id: `settings.${key}`, wrap: false, controlWidth: controlW },
        ),
      );

    section('app.settings.sectionGeneral');
    const language = add(
      new Stepper(
        i18n.t('app.settings.language'),
        LANGUAGES.map((l) => ({ value: l, label: text(l, 'app.settings.languageName') })),
        st.language,
        s,
        colW,
        (v) => this.ctx.changeSettings({ language: v }),
        { id: 'settings.language', controlWidth: controlW },
      ),
    );
    const name = add(
      new TextField(
        i18n.t('app.settings.playerName'),
        st.playerName,
        s,
        colW,
        (v) => this.ctx.changeSettings({ playerName: v }),
        {
          id: 'settings.playerName',
          controlWidth: controlW,
          onEditing: (on) => (this.ctx.focus.enabled = !on),
        },
      ),
    );
    const colorBlind = toggle('colorBlind');
    this.ctx.tooltip.attach(colorBlind, () => i18n.t('app.settings.colorBlindHint'));
    const coach = toggle('coach');
    this.ctx.tooltip.attach(coach, () => i18n.t('app.settings.coachHint'));
    const awayLabel = (n: number): string =>
      n === 0
        ? i18n.t('lobby.away.never')
        : n < 60
          ? i18n.t('lobby.away.seconds', { n })
          : i18n.t('lobby.away.minutes', { n: n / 60 });
    const awayChoices = [0, 30, 60, 120, 300].map((n) => ({ value: n, label: awayLabel(n) }));
    if (!awayChoices.some((c) => c.value === st.awayBotSeconds))
      awayChoices.push({ value: st.awayBotSeconds, label: awayLabel(st.awayBotSeconds) });
    const away = add(
      new Stepper<number>(
        i18n.t('lobby.settings.away'),
        awayChoices,
        st.awayBotSeconds,
        s,
        colW,
        (v) => this.ctx.changeSettings({ awayBotSeconds: v }),
        { id: 'settings.awayBot', wrap: false, controlWidth: controlW },
      ),
    );
    this.ctx.tooltip.attach(away, () => i18n.t('lobby.settings.awayHint'));
    y += 12 * s;
    section('app.settings.sectionSound');
    const volume = add(
      new Slider(
        i18n.t('app.settings.volume'),
        st.volume,
        s,
        colW,
        (v) => this.ctx.audio.configure(v, this.ctx.settings().muted),
        (v) => {
          this.ctx.changeSettings({ volume: v });
          this.ctx.audio.play('sealClink');
        },
        'settings.volume',
        form.compact ? Math.min(300 * s, colW * 0.6) : 300 * s,
      ),
    );
    const muted = toggle('muted');
    const anim = speed('animationSpeed');
    const bots = speed('botSpeed');
    const reduced = toggle('reducedMotion');

    // Preview: a column of its own on the right, or under the settings upright.
    const rowsBottom = y + 22 * s;
    let panelH = form.compact ? rowsBottom - panelY : top + 780 * s - panelY;
    if (oneColumn) {
      const ph = Math.min(colW * 1.25, 560 * s);
      const preview = this.preview(colW, ph);
      preview.position.set(x, y + 20 * s);
      this.layer.addChild(preview);
      panelH = preview.y + ph + 22 * s - panelY;
    } else {
      const px = left + contentW * 0.58 + pad * 0.5;
      const pw = left + contentW - pad - px;
      const preview = this.preview(pw, panelH - 44 * s);
      preview.position.set(px, panelY + 22 * s);
      this.layer.addChild(preview);
    }
    drawPanel(panel, contentW, panelH, s, { alpha: 0.85 });
    panel.position.set(left, panelY);

    this.focusItems = [back, language, name, colorBlind, coach, away, volume, muted, anim, bots, reduced];
  }

  private preview(width: number, height: number): Container {
    const s = this.s;
    const cb = this.ctx.settings().colorBlind;
    const c = new Container();
    const t = this.text(this.ctx.i18n.t('app.settings.preview'), 'caption', palette.accent);
    c.addChild(t);
    const area = { x: 0, y: t.height + 10 * s, w: width, h: height - t.height - 10 * s };
    const felt = framedBox(
      { x: area.x, y: area.y, width: area.w, height: area.h },
      14 * s,
      { color: palette.feltCentre, alpha: 0.9 },
      { width: Math.max(1, s), color: palette.feltLine },
    );
    c.addChild(felt);
    const pad = 18 * s;
    const gap = 14 * s;
    // Four rows of cards and two of tokens share the height; five cards share the width.
    const cw = Math.floor(
      Math.min((area.w - 2 * pad) / 5.5, (area.h - 2 * pad - 5 * gap) / (4 * 1.4 + 2 * 0.62)),
    );
    const step = (area.w - 2 * pad - cw) / 4;
    let y = area.y + pad;
    const cardRow = (deck: 'siegel' | 'dreizehn' | 'sevensins', codes: string[]): void => {
      codes.forEach((code, i) => {
        const sh = new Sprite(this.ctx.cards.shadow(cw));
        sh.anchor.set(0.5);
        sh.alpha = 0.35;
        const f = new Sprite(this.ctx.cards.face(deck, code, cw));
        f.anchor.set(0.5);
        const cx = area.x + pad + cw / 2 + i * step;
        const cy = y + (cw * 1.4) / 2;
        sh.position.set(cx + 2 * s, cy + 4 * s);
        f.position.set(cx, cy);
        c.addChild(sh, f);
      });
      y += cw * 1.4 + gap;
    };
    cardRow('siegel', ['R13', 'Y7', 'G9', 'B4', 'V11']);
    const token = cw * 0.62;
    const tokenStep = (area.w - 2 * pad - token) / 6;
    (['red', 'yellow', 'green', 'blue', 'violet', 'white', 'black'] as const).forEach((k, i) => {
      const seal = sealToken(k, token, cb);
      seal.position.set(area.x + pad + token / 2 + i * tokenStep, y + token / 2);
      c.addChild(seal);
    });
    y += token + gap;
    cardRow('sevensins', ['W13', 'E7', 'F10', 'A3', 'S12']);
    cardRow('sevensins', ['SIN', 'DEMON', 'SOUL', 'TANUKI', 'KITSUNE']);
    cardRow('dreizehn', ['B1', 'Y4', 'G7', 'F4']);
    const target = targetToken('yellow', 9, Math.min(cw * 1.25, step * 1.1), cb);
    target.position.set(area.x + pad + cw / 2 + 4 * step, y - gap - (cw * 1.4) / 2);
    c.addChild(target);
    (['water', 'earth', 'fire', 'air', 'space'] as const).forEach((e, i) => {
      const chip = elementChip(e, token * 0.9, cb);
      chip.position.set(area.x + pad + token / 2 + i * tokenStep, y + token / 2);
      c.addChild(chip);
    });
    const sab = saboteurToken(token * 1.6);
    sab.position.set(area.x + pad + token / 2 + 6 * tokenStep, y + token / 2 - token * 0.2);
    c.addChild(sab);
    return c;
  }
}
