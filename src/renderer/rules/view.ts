/**
 * The rules reader: a top bar (back, one tab per game), a table of contents on the left and
 * the typeset page in a comfortable column, scrolled by wheel, drag, keyboard (arrows,
 * PageUp/PageDown, Space, Home/End) and a scrollbar. Used as a screen from the menu and as
 * an overlay above the live table. Pages are built once per game, language and size and
 * kept while the reader lives (a page's text is loaded when first shown); blocks outside the
 * viewport are hidden (culled).
 */
import {
  Container,
  Graphics,
  Rectangle,
  Text,
  type FederatedPointerEvent,
  type FederatedWheelEvent,
} from 'pixi.js';
import { GAME_IDS, type GameId } from '../../shared/types';
import type { AppContext } from '../app/context';
import type { Focusable } from '../core/focus';
import { frames } from '../core/frames';
import { testId } from '../core/testhook';
import { formOf } from '../layout/form';
import { clamp, uiScale } from '../layout/scale';
import { markCover, markModal, markScroll } from '../core/layout-audit';
import { ScrollDrag } from '../ui/scroll';
import { font, palette } from '../theme/theme';
import { Button, fitText, Stepper } from '../ui/widgets';
import { loadedRulesPage, rulesPage } from '../../shared/i18n/rules';
import { buildPage, type BuiltPage } from './page';
import type { MessageKey } from '../../shared/i18n/catalog';

export interface RulesViewOptions {
  game: GameId;
  /** The back button's label. */
  backKey: MessageKey;
  onBack: () => void;
  /** Called after every rebuild (the focus items changed). */
  onRebuilt?: () => void;
  /**
   * "Learn to play" under the contents (the reader from the menu): opens the shown game's lesson.
   * `lessons`: the games that have one (the button is off for the others).
   */
  learn?: { lessons: readonly GameId[]; open: (game: GameId) => void };
}

type Item = Container & Focusable;

/** A focusable row or tab drawn by `paint(hover, focus)`. */
function makeItem(
  w: number,
  h: number,
  paint: (g: Graphics, hover: boolean) => void,
  onPress: () => void,
  s: number,
  radius: number,
): Item {
  const c = new Container() as Item;
  const bg = new Graphics();
  const ring = new Graphics()
    .roundRect(-3 * s, -3 * s, w + 6 * s, h + 6 * s, radius + 3 * s)
    .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus });
  ring.visible = false;
  c.addChild(bg, ring);
  paint(bg, false);
  c.eventMode = 'static';
  c.cursor = 'pointer';
  c.hitArea = new Rectangle(0, 0, w, h);
  c.on('pointerover', () => paint(bg.clear(), true));
  c.on('pointerout', () => paint(bg.clear(), false));
  c.on('pointertap', (e: FederatedPointerEvent) => {
    e.stopPropagation();
    onPress();
  });
  Object.assign(c, {
    focusTarget: c,
    setFocused: (on: boolean) => (ring.visible = on),
    activate: onPress,
  });
  return c;
}

export class RulesView extends Container {
  focusItems: Focusable[] = [];
  private game: GameId;
  private w = 0;
  private h = 0;
  private s = 1;
  private readonly bg = new Graphics();
  private readonly chrome = new Container();
  private readonly viewport = new Container();
  private readonly dragArea = new Graphics();
  private readonly pages = new Map<string, BuiltPage>();
  private page: BuiltPage | null = null;
  private scrollY = 0;
  private view = { x: 0, y: 0, width: 0, height: 0 };
  private padTop = 0;
  private track = { x: 0, y: 0, width: 0, height: 0 };
  private readonly thumb = new Graphics();
  private thumbH = 0;
  private toc: { id: string; item: Item; repaint: () => void }[] = [];
  private current = '';
  private drag: { y0: number; scroll0: number; kind: 'page' | 'thumb' } | null = null;
  /** A page drag becomes a scroll only past a threshold (a tap on the page stays a tap). */
  private readonly pageDrag = new ScrollDrag();
  /** On a phone the contents are a sheet under the bar, opened by its button. */
  private sheetOpen = false;
  private readonly onKey = (e: KeyboardEvent): void => this.key(e);

  constructor(
    private readonly ctx: AppContext,
    private readonly o: RulesViewOptions,
  ) {
    super({ label: 'rules' });
    this.game = o.game;
    this.dragArea.eventMode = 'static';
    this.dragArea.cursor = 'grab';
    // No mask (costly in software rendering): the opaque top bar covers what scrolls under it.
    // The thumb lives outside the rebuilt chrome so it survives rebuilds.
    this.addChild(this.bg, this.dragArea, markScroll(this.viewport), this.chrome, this.thumb);
    this.eventMode = 'static';
    this.on('wheel', (e: FederatedWheelEvent) => {
      const unit = e.deltaMode === 1 ? 40 * this.s : e.deltaMode === 2 ? this.view.height : 1;
      this.scrollTo(this.scrollY + e.deltaY * unit);
    });
    // A drag may start on anything over the page (text, figures): listen where it bubbles to.
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      const v = this.view;
      const { x, y } = e.global;
      if (this.sheetOpen) return;
      if (x >= v.x - 32 * this.s && x <= v.x + v.width + 20 * this.s && y >= v.y) this.startDrag(e, 'page');
    });
    testId(this.thumb, 'rules.thumb');
    this.thumb.eventMode = 'static';
    this.thumb.cursor = 'pointer';
    this.thumb.on('pointerdown', (e: FederatedPointerEvent) => {
      e.stopPropagation();
      this.startDrag(e, 'thumb');
    });
    this.on('globalpointermove', (e: FederatedPointerEvent) => this.moveDrag(e));
    this.on('pointerup', (e: FederatedPointerEvent) => this.endDrag(e));
    this.on('pointerupoutside', (e: FederatedPointerEvent) => this.endDrag(e));
    window.addEventListener('keydown', this.onKey, true);
    this.once('destroyed', () => {
      window.removeEventListener('keydown', this.onKey, true);
      for (const p of this.pages.values()) if (!p.root.destroyed) p.root.destroy({ children: true });
      this.pages.clear();
    });
  }

  /** Resolves once the shown game's page text is loaded and its page built (or failed, logged). */
  async ready(): Promise<void> {
    await rulesPage(this.ctx.i18n.language, this.game).catch(() => undefined);
  }

  get shownGame(): GameId {
    return this.game;
  }

  /** The scroll position; a property so a tween can move it. */
  get scroll(): number {
    return this.scrollY;
  }

  set scroll(v: number) {
    this.scrollTo(v);
  }

  private get maxScroll(): number {
    return Math.max(0, (this.page?.height ?? 0) + this.padTop - this.view.height);
  }

  layout(width: number, height: number): void {
    const sizeChanged = width !== this.w || height !== this.h;
    this.w = width;
    this.h = height;
    this.s = uiScale(width, height);
    if (sizeChanged) this.dropPages();
    this.build();
  }

  /** Language or settings changed: texts and figures are built anew. */
  refresh(): void {
    this.dropPages();
    this.build();
  }

  showGame(game: GameId): void {
    if (game === this.game) return;
    this.game = game;
    this.scrollY = 0;
    this.sheetOpen = false;
    this.build();
  }

  private dropPages(): void {
    for (const p of this.pages.values()) p.root.destroy({ children: true });
    this.pages.clear();
    this.page = null;
  }

  /** The page, or null while its text is still loading (the reader is built again when it is here). */
  private pageFor(game: GameId, width: number): BuiltPage | null {
    const lang = this.ctx.i18n.language;
    const key = `${game}|${lang}|${Math.round(width)}`;
    let page = this.pages.get(key);
    if (!page) {
      const doc = loadedRulesPage(lang, game);
      if (!doc) {
        void rulesPage(lang, game).then(
          () => {
            if (!this.destroyed) this.build();
          },
          (err: unknown) => console.error(`rules page ${game}/${lang} failed to load`, err),
        );
        return null;
      }
      page = buildPage(doc, width, this.s, this.ctx.i18n, {
        cards: this.ctx.cards,
        i18n: this.ctx.i18n,
        colorBlind: this.ctx.settings().colorBlind,
      });
      this.pages.set(key, page);
    }
    return page;
  }

  private build(): void {
    if (this.w === 0) return;
    for (const c of this.chrome.removeChildren()) c.destroy({ children: true });
    this.hitArea = new Rectangle(0, 0, this.w, this.h);
    if (formOf(this.w, this.h).compact) this.buildPhone();
    else this.buildWide();
    this.scrollTo(this.scrollY);
    this.updateToc(true);
    this.o.onRebuilt?.();
  }

  /** Places the page (built for `pageW`) at `pageX` below the bar. */
  private placePage(pageX: number, pageW: number, topH: number): void {
    const { s, h } = this;
    const page = this.pageFor(this.game, pageW);
    if (this.page !== page) {
      this.viewport.removeChildren();
      if (page) this.viewport.addChild(page.root);
      this.page = page;
    }
    this.padTop = 34 * s;
    this.view = { x: pageX, y: topH, width: pageW, height: h - topH };
    this.dragArea
      .clear()
      .rect(pageX - 32 * s, topH, pageW + 64 * s, h - topH)
      .fill({ color: 0xffffff, alpha: 0.0001 });
    if (page) page.root.x = pageX;
  }

  /**
   * A phone's reader: the bar holds Back, the game (‹ name ›) and the contents' button; the page
   * takes the whole width below it; the contents (and "Learn to play") open as a sheet under
   * the bar. A slim bar at the right shows where the page stands.
   */
  private buildPhone(): void {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;
    const topH = Math.round(64 * s);
    const margin = 16 * s;
    const pageW = Math.round(Math.min(w - 2 * margin - 8 * s, 720 * s));
    const pageX = Math.round((w - pageW) / 2);
    this.bg.clear().rect(0, 0, w, h).fill({ color: palette.feltEdge });
    const bar = markCover(new Graphics().rect(0, 0, w, topH).fill({ color: palette.panel }));
    bar.rect(0, topH - Math.max(1, s), w, Math.max(1, s)).fill(palette.panelEdge);
    bar.eventMode = 'static';
    this.chrome.addChild(bar);
    const bh = Math.round(48 * s);
    const by = (topH - bh) / 2;
    const back = new Button({
      label: i18n.t(this.o.backKey),
      icon: 'back',
      iconOnly: true,
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'rules.back',
      onPress: () => this.o.onBack(),
    });
    this.ctx.tooltip.attach(back, () => i18n.t(this.o.backKey));
    back.position.set(8 * s, by);
    const contents = new Button({
      label: i18n.t('app.rules.contents'),
      icon: this.sheetOpen ? 'close' : 'menu',
      iconOnly: true,
      scale: s,
      height: bh,
      variant: this.sheetOpen ? 'primary' : 'ghost',
      id: 'rules.contents',
      onPress: () => {
        this.sheetOpen = !this.sheetOpen;
        this.build();
      },
    });
    this.ctx.tooltip.attach(contents, () => i18n.t('app.rules.contents'));
    contents.position.set(w - 8 * s - contents.bw, by);
    const pickerX = back.x + back.bw + 8 * s;
    const picker = new Stepper<GameId>(
      '',
      GAME_IDS.map((g) => ({ value: g, label: i18n.t(`app.game.${g}.name`) })),
      this.game,
      s,
      contents.x - 8 * s - pickerX,
      (g) => this.showGame(g),
      { id: 'rules.game', controlWidth: contents.x - 8 * s - pickerX, height: 48 },
    );
    picker.position.set(pickerX, (topH - picker.rowHeight) / 2);
    this.chrome.addChild(back, picker, contents);

    this.placePage(pageX, pageW, topH);
    // The page's place shown by a slim bar (the page itself is dragged).
    this.track = { x: w - 7 * s, y: topH + 8 * s, width: 4 * s, height: h - topH - 16 * s };
    const items: Focusable[] = [back, picker, contents];
    this.toc = [];
    if (this.sheetOpen) items.push(...this.sheet(topH));
    this.focusItems = items;
  }

  /** The contents as a sheet under a phone's bar: a row per section (in columns where wide), Learn to play. */
  private sheet(topH: number): Focusable[] {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;
    const layer = markModal(new Container());
    const dim = new Graphics().rect(0, topH, w, h - topH).fill({ color: 0x000000, alpha: 0.45 });
    dim.eventMode = 'static';
    dim.on('pointertap', () => {
      this.sheetOpen = false;
      this.build();
    });
    layer.addChild(dim);
    const anchors = this.page?.anchors ?? [];
    const pad = 12 * s;
    const sheetW = Math.min(w - 16 * s, 820 * s);
    const cols = Math.max(1, Math.min(3, Math.floor((sheetW - 2 * pad) / (260 * s))));
    const colW = (sheetW - 2 * pad - 8 * s * (cols - 1)) / cols;
    const rowH = Math.round(48 * s);
    const perCol = Math.ceil(anchors.length / cols);
    const learn = this.o.learn;
    const listH = perCol * (rowH + 4 * s);
    const sheetH = pad + listH + (learn ? rowH + 8 * s : 0) + pad;
    const x0 = (w - sheetW) / 2;
    const y0 = topH + 6 * s;
    const panel = markCover(
      new Graphics()
        .roundRect(x0, y0, sheetW, sheetH, 14 * s)
        .fill({ color: palette.panel })
        .roundRect(x0, y0, sheetW, sheetH, 14 * s)
        .stroke({ width: Math.max(1, s), color: palette.panelEdge }),
    );
    panel.eventMode = 'static';
    layer.addChild(panel);
    const items: Focusable[] = [];
    anchors.forEach((anchor, i) => {
      const text = new Text({ text: anchor.title, style: font('body', s, palette.textMuted) });
      fitText(text, colW - 28 * s);
      const paint = (g: Graphics, hover: boolean): void => {
        const on = this.current === anchor.id;
        if (on || hover)
          g.roundRect(0, 0, colW, rowH, 8 * s).fill({ color: palette.control, alpha: on ? 0.9 : 0.5 });
        if (on) g.roundRect(0, 8 * s, 4 * s, rowH - 16 * s, 2 * s).fill(palette.accent);
        text.style.fill = on ? palette.text : palette.textMuted;
      };
      const item = makeItem(
        colW,
        rowH,
        paint,
        () => {
          this.sheetOpen = false;
          this.build();
          this.jumpTo(anchor.id);
        },
        s,
        8 * s,
      );
      text.position.set(Math.round(16 * s), Math.round((rowH - text.height) / 2));
      item.addChild(text);
      const col = Math.floor(i / perCol);
      item.position.set(x0 + pad + col * (colW + 8 * s), y0 + pad + (i % perCol) * (rowH + 4 * s));
      testId(item, `rules.toc.${anchor.id}`);
      layer.addChild(item);
      items.push(item);
      this.toc.push({
        id: anchor.id,
        item,
        repaint: () => paint((item.children[0] as Graphics).clear(), false),
      });
    });
    if (learn) {
      const game = this.game;
      const has = learn.lessons.includes(game);
      const button = new Button({
        label: i18n.t('app.lesson.learn'),
        icon: 'play',
        scale: s,
        height: rowH,
        width: sheetW - 2 * pad,
        variant: has ? 'primary' : 'secondary',
        id: 'rules.learn',
        onPress: () => learn.open(game),
      });
      button.setDisabled(!has);
      this.ctx.tooltip.attach(button, () => i18n.t(has ? 'app.lesson.learnTip' : 'app.lesson.none'));
      button.position.set(x0 + pad, y0 + pad + listH + 8 * s);
      layer.addChild(button);
      items.push(button);
    }
    this.chrome.addChild(layer);
    return items;
  }

  /** The desktop's reader: tabs in the bar, the contents on the left, the page, its scrollbar. */
  private buildWide(): void {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;

    const topH = Math.round(72 * s);
    const tocW = Math.round(250 * s);
    const gapTp = 48 * s;
    const barGap = 30 * s;
    const margin = 28 * s;
    const pageW = Math.round(clamp(w - 2 * margin - tocW - gapTp - barGap - 10 * s, 360 * s, 720 * s));
    const groupW = tocW + gapTp + pageW + barGap + 10 * s;
    const left = Math.round(Math.max(margin, (w - groupW) / 2));
    const pageX = Math.round(left + tocW + gapTp);

    // Backdrop: calm and opaque (above a table, the table stays alive underneath).
    this.bg
      .clear()
      .rect(0, 0, w, h)
      .fill({ color: palette.feltEdge })
      .rect(pageX - 32 * s, topH, pageW + 64 * s, h - topH)
      .fill({ color: palette.panel, alpha: 0.75 });

    // Top bar: back, tabs.
    // Opaque: the page scrolls under it.
    const bar = markCover(new Graphics().rect(0, 0, w, topH).fill({ color: palette.panel }));
    bar.rect(0, topH - Math.max(1, s), w, Math.max(1, s)).fill(palette.panelEdge);
    this.chrome.addChild(bar);
    const bh = Math.round(48 * s);
    const back = new Button({
      label: i18n.t(this.o.backKey),
      icon: 'back',
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'rules.back',
      onPress: () => this.o.onBack(),
    });
    back.position.set(16 * s, (topH - bh) / 2);
    this.chrome.addChild(back);
    const tabs: Item[] = [];
    const tabH = Math.round(44 * s);
    const tabGap = 8 * s;
    const labels = GAME_IDS.map((g) => i18n.t(`app.game.${g}.name`));
    const natural = labels.map((l) => new Text({ text: l, style: font('button', s) }));
    const widths = natural.map((t) => t.width + 36 * s);
    natural.forEach((t) => t.destroy());
    const tabsRight = w - 20 * s;
    const avail = tabsRight - (back.x + back.bw + 24 * s);
    const total = widths.reduce((a, b) => a + b, 0) + tabGap * (widths.length - 1);
    const k = total > avail ? avail / total : 1;
    let tx = tabsRight - total * k;
    GAME_IDS.forEach((game, i) => {
      const tw = widths[i]! * k - (k < 1 ? tabGap * (1 - k) : 0);
      const selected = game === this.game;
      const radius = 10 * s;
      const text = new Text({
        text: labels[i]!,
        style: font('button', s, selected ? palette.accentInk : palette.text),
      });
      fitText(text, tw - 16 * s);
      const tab = makeItem(
        tw,
        tabH,
        (g, hover) => {
          g.roundRect(0, 0, tw, tabH, radius).fill(
            selected ? palette.accent : hover ? palette.controlHover : palette.control,
          );
        },
        () => this.showGame(game),
        s,
        radius,
      );
      text.position.set(Math.round((tw - text.width) / 2), Math.round((tabH - text.height) / 2));
      tab.addChild(text);
      tab.position.set(tx, (topH - tabH) / 2);
      tx += tw + tabGap;
      testId(tab, `rules.tab.${game}`);
      this.chrome.addChild(tab);
      tabs.push(tab);
    });

    // The page.
    this.placePage(pageX, pageW, topH);
    const page = this.page;

    // Table of contents.
    const heading = new Text({
      text: i18n.t('app.rules.heading', { game: i18n.t(`app.game.${this.game}.name`) }),
      style: {
        ...font('caption', s, palette.accent),
        wordWrap: true,
        wordWrapWidth: tocW,
        fontWeight: '700',
      },
    });
    heading.position.set(left, Math.round(topH + 34 * s));
    testId(heading, 'rules.heading');
    this.chrome.addChild(heading);
    const contents = new Text({
      text: i18n.t('app.rules.contents'),
      style: font('caption', s, palette.textDim),
    });
    contents.position.set(left, Math.round(heading.y + heading.height + 14 * s));
    this.chrome.addChild(contents);
    let ty = contents.y + contents.height + 8 * s;
    this.toc = [];
    for (const anchor of page?.anchors ?? []) {
      // Long titles wrap to a second line rather than shrink.
      const text = new Text({
        text: anchor.title,
        style: { ...font('body', s, palette.textMuted), wordWrap: true, wordWrapWidth: tocW - 28 * s },
      });
      const rowH = Math.round(text.height + 14 * s);
      const paint = (g: Graphics, hover: boolean): void => {
        const on = this.current === anchor.id;
        if (on || hover)
          g.roundRect(0, 0, tocW, rowH, 8 * s).fill({ color: palette.control, alpha: on ? 0.9 : 0.5 });
        if (on) g.roundRect(0, 6 * s, 4 * s, rowH - 12 * s, 2 * s).fill(palette.accent);
        text.style.fill = on ? palette.text : palette.textMuted;
      };
      const item = makeItem(tocW, rowH, paint, () => this.jumpTo(anchor.id), s, 8 * s);
      text.position.set(Math.round(16 * s), Math.round((rowH - text.height) / 2));
      item.addChild(text);
      item.position.set(left, Math.round(ty));
      testId(item, `rules.toc.${anchor.id}`);
      this.chrome.addChild(item);
      const it = item;
      this.toc.push({
        id: anchor.id,
        item: it,
        repaint: () => paint((it.children[0] as Graphics).clear(), false),
      });
      ty += rowH + 4 * s;
    }
    let learnButton: Button | null = null;
    const learn = this.o.learn;
    if (learn) {
      const game = this.game;
      const has = learn.lessons.includes(game);
      learnButton = new Button({
        label: i18n.t('app.lesson.learn'),
        icon: 'play',
        scale: s,
        height: Math.round(44 * s),
        width: tocW,
        maxWidth: tocW,
        variant: has ? 'primary' : 'secondary',
        id: 'rules.learn',
        onPress: () => learn.open(game),
      });
      learnButton.setDisabled(!has);
      this.ctx.tooltip.attach(learnButton, () => i18n.t(has ? 'app.lesson.learnTip' : 'app.lesson.none'));
      learnButton.position.set(left, Math.round(ty + 18 * s));
      this.chrome.addChild(learnButton);
      ty = learnButton.y + learnButton.bh;
    }
    const hint = new Text({
      text: i18n.t('app.rules.keyHint'),
      style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: tocW },
    });
    hint.position.set(left, Math.round(h - hint.height - 22 * s));
    if (hint.y > ty + 12 * s) this.chrome.addChild(hint);
    else hint.destroy();

    // Scrollbar.
    this.track = { x: pageX + pageW + barGap, y: topH + 20 * s, width: 10 * s, height: h - topH - 40 * s };
    const trackG = new Graphics()
      .roundRect(this.track.x, this.track.y, this.track.width, this.track.height, this.track.width / 2)
      .fill({ color: palette.control, alpha: 0.8 });
    trackG.eventMode = 'static';
    trackG.cursor = 'pointer';
    trackG.on('pointerdown', (e: FederatedPointerEvent) => {
      const local = e.global.y;
      const thumbY = this.thumb.y;
      this.scrollTo(this.scrollY + (local < thumbY ? -1 : 1) * this.view.height * 0.9);
    });
    testId(trackG, 'rules.scrollbar');
    this.chrome.addChild(trackG);

    this.focusItems = [back, ...tabs, ...this.toc.map((t) => t.item), ...(learnButton ? [learnButton] : [])];
  }

  /** Scrolls so a section's heading sits at the top. */
  jumpTo(sectionId: string): void {
    const anchor = this.page?.anchors.find((a) => a.id === sectionId);
    if (!anchor) return;
    const target = clamp(anchor.y + this.padTop - 8 * this.s, 0, this.maxScroll);
    void this.ctx.motion.to(this, { scroll: target }, { ms: 280, ease: 'power2.out', owner: this });
  }

  scrollTo(y: number): void {
    const page = this.page;
    if (!page) return;
    this.scrollY = clamp(y, 0, this.maxScroll);
    const top = this.view.y + this.padTop - this.scrollY;
    page.root.y = Math.round(top);
    // Cull: only blocks near the viewport are drawn.
    const margin = 200 * this.s;
    for (const b of page.blocks) {
      b.node.visible =
        top + b.bottom >= this.view.y - margin && top + b.top <= this.view.y + this.view.height + margin;
    }
    this.drawThumb();
    this.updateToc(false);
    frames.invalidate();
  }

  private drawThumb(): void {
    const t = this.track;
    const content = (this.page?.height ?? 0) + this.padTop;
    const ratio = content > 0 ? Math.min(1, this.view.height / content) : 1;
    this.thumbH = Math.max(40 * this.s, t.height * ratio);
    const max = this.maxScroll;
    const y = t.y + (max > 0 ? (this.scrollY / max) * (t.height - this.thumbH) : 0);
    this.thumb
      .clear()
      .roundRect(0, 0, t.width, this.thumbH, t.width / 2)
      .fill(this.drag?.kind === 'thumb' ? palette.accent : palette.textDim);
    this.thumb.position.set(t.x, y);
    this.thumb.hitArea = new Rectangle(-8 * this.s, 0, t.width + 16 * this.s, this.thumbH);
    this.thumb.visible = max > 0;
    // On a phone it only shows where the page stands (the page itself is dragged).
    const phone = formOf(this.w, this.h).compact;
    this.thumb.eventMode = phone ? 'none' : 'static';
    this.thumb.cursor = phone ? 'default' : 'pointer';
  }

  private updateToc(force: boolean): void {
    const page = this.page;
    if (!page) return;
    let id = page.anchors[0]?.id ?? '';
    for (const a of page.anchors) if (a.y <= this.scrollY + 48 * this.s) id = a.id;
    // At the very end the last section counts as reached, however short it is.
    if (this.scrollY >= this.maxScroll - 1 && this.maxScroll > 0)
      id = page.anchors[page.anchors.length - 1]?.id ?? id;
    if (id === this.current && !force) return;
    this.current = id;
    for (const t of this.toc) t.repaint();
  }

  private startDrag(e: FederatedPointerEvent, kind: 'page' | 'thumb'): void {
    this.drag = { y0: e.global.y, scroll0: this.scrollY, kind };
    if (kind === 'page') this.pageDrag.start(e.pointerId, e.global.y, this.scrollY);
    this.dragArea.cursor = 'grabbing';
    this.drawThumb();
  }

  private moveDrag(e: FederatedPointerEvent): void {
    const d = this.drag;
    if (!d) return;
    if (d.kind === 'page') {
      // Past the threshold the release presses nothing on the page.
      const to = this.pageDrag.move(e.pointerId, e.global.y);
      if (to === null) return;
      this.viewport.interactiveChildren = false;
      this.scrollTo(to);
    } else {
      const room = this.track.height - this.thumbH;
      const dy = e.global.y - d.y0;
      this.scrollTo(d.scroll0 + (room > 0 ? (dy / room) * this.maxScroll : 0));
    }
  }

  private endDrag(e: FederatedPointerEvent): void {
    if (!this.drag) return;
    this.drag = null;
    this.pageDrag.end(e.pointerId);
    this.viewport.interactiveChildren = true;
    this.dragArea.cursor = 'grab';
    this.drawThumb();
  }

  private key(e: KeyboardEvent): void {
    if (this.destroyed || !this.parent || !this.visible) return;
    const active = document.activeElement;
    if (active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) return;
    const line = 56 * this.s;
    const pageStep = this.view.height * 0.88;
    let to: number;
    switch (e.key) {
      case 'ArrowDown':
        to = this.scrollY + line;
        break;
      case 'ArrowUp':
        to = this.scrollY - line;
        break;
      case 'PageDown':
        to = this.scrollY + pageStep;
        break;
      case ' ':
        to = this.scrollY + (e.shiftKey ? -pageStep : pageStep);
        break;
      case 'PageUp':
        to = this.scrollY - pageStep;
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = this.maxScroll;
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    this.scrollTo(to);
  }
}
