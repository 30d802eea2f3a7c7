/**
 * The main menu: pick one of the four games on its card-art tile, the number of players,
 * who sits where (the human on seat 0 under the player's name, bots by level) and the
 * game's table options; Start sends `newTable`.
 *
 * The setup's state, seat rows and option controls are in menu-setup.ts, the game tiles in
 * menu-tile.ts; this screen lays them out and starts the table.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { optionChoices } from '../../shared/catalog';
import type { Catalog, LanSeatSpec } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { challengeMenuButton } from '../challenge/menu-entry';
import { lanTables } from '../lobby/tables';
import { ago, continueCandidate, playerList, roundLabel } from '../saves/model';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import type { IconName } from '../ui/icons';
import { Button, fitText, paragraph, Stepper, type Choice } from '../ui/widgets';
import { BaseScreen } from './base';
import { showChallenge } from './challenge';
import { defaultSeats, openSeats, optionWidget, seatRows, state, type OptionValue } from './menu-setup';
import { compactTileHeight, gameTile, type GameTile } from './menu-tile';
import { tableFromAddress } from './tableAddress';

export class MenuScreen extends BaseScreen {
  readonly screenName = 'menu';
  private starting = false;
  private startControl: Button | null = null;
  private readonly unsub: () => void;

  constructor(...args: ConstructorParameters<typeof BaseScreen>) {
    super(...args);
    this.unsub = this.ctx.store.subscribe((e) => {
      if (e.kind === 'refused' || e.kind === 'error') {
        this.starting = false;
        this.startControl?.setDisabled(false);
      }
      if (e.kind === 'welcome') {
        this.ctx.conn.send({ type: 'listSaves' });
        this.rebuild();
      }
      if (e.kind === 'saves') this.rebuild();
      // The tables the host keeps open (the "Your tables" button follows them).
      if (e.kind === 'tables') this.rebuild();
      // An open challenge: its button leads back to it.
      if (e.kind === 'challenge') this.rebuild();
    });
    if (this.ctx.store.catalog) this.ctx.conn.send({ type: 'listSaves' });
    this.once('destroyed', () => this.unsub());
  }

  private get catalog(): Catalog | null {
    return this.ctx.store.catalog;
  }

  /**
   * Continue: the newest unfinished game the host has saved, with what it is and when it was
   * left (null when there is none). The button goes on with it at once.
   */
  private continueButton(width: number): (Container & { button: Button }) | null {
    const save = continueCandidate(this.ctx.store.saves);
    if (!save || !save.game) return null;
    const { s } = this;
    const i18n = this.ctx.i18n;
    const lang = i18n.language;
    const c = new Container() as Container & { button: Button };
    const button = new Button({
      label: `${i18n.t('saves.menu.continue')} · ${i18n.t(`app.game.${save.game}.name`)}`,
      icon: 'play',
      scale: s,
      width,
      id: 'menu.continue',
      onPress: () => this.ctx.conn.send({ type: 'resumeSave', id: save.id }),
    });
    const detail = this.text(
      [playerList(save), roundLabel(lang, save), ago(lang, save.updatedAt, Date.now())]
        .filter((p) => p.length > 0)
        .join(' · '),
      'caption',
      palette.textMuted,
    );
    fitText(detail, width);
    detail.position.set(0, button.bh + 6 * s);
    c.addChild(button, detail);
    c.button = button;
    testId(c, 'menu.continue.block');
    return c;
  }

  private gameEntry(id: GameId): Catalog['games'][number] | undefined {
    return this.catalog?.games.find((g) => g.id === id);
  }

  private playerCount(): number {
    const entry = this.gameEntry(state.game);
    const min = entry?.minPlayers ?? 3;
    const max = entry?.maxPlayers ?? 5;
    const want = state.players[state.game] ?? Math.min(max, Math.max(min, 4));
    return Math.min(max, Math.max(min, want));
  }

  private syncSeats(): void {
    const count = this.playerCount();
    const name = this.ctx.settings().playerName;
    state.seats = defaultSeats(count, name, this.catalog?.botLevels ?? ['rules'], state.seats);
  }

  /**
   * The options to send for the chosen game and player count: what the player chose where the
   * catalog allows it at this player count, else the catalog's default for that count (so
   * SevenSins at 7 players gets 12 phases, never 13). The choice itself is kept, so going back
   * to fewer players restores it.
   */
  private optionValues(): Record<string, OptionValue> {
    const entry = this.gameEntry(state.game);
    const chosen = (state.options[state.game] ??= {});
    const players = this.playerCount();
    const values: Record<string, OptionValue> = {};
    for (const o of entry?.options ?? []) {
      const allowed = optionChoices(o, players);
      const mine = chosen[o.key];
      values[o.key] = mine !== undefined && allowed.values.includes(mine) ? mine : allowed.default;
    }
    return values;
  }

  protected build(): void {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;
    if (this.catalog && !this.gameEntry(state.game)) state.game = this.catalog.games[0]?.id ?? 'siegel';
    this.syncSeats();
    if (this.form.compact) {
      this.buildPhone();
      return;
    }
    const contentW = Math.min(w - 48 * s, 1180 * s);
    const left = (w - contentW) / 2;
    // Fit the design height (800) into the window, centred vertically.
    const top = Math.max(0, (h - 800 * s) / 2);

    // Header
    const title = testId(this.text(i18n.t('app.app.title'), 'heading', palette.text), 'menu.title');
    title.position.set(left, top + 26 * s);
    const mark = new Graphics();
    const tag = this.text(i18n.t('app.app.tagline'), 'body', palette.textMuted);
    tag.position.set(left + title.width + 18 * s, top + 26 * s + title.height - tag.height - 5 * s);
    mark.rect(left, top + 26 * s + title.height + 4 * s, 56 * s, 3 * s).fill(palette.accent);
    // Where the labels do not fit beside the title (German at 1280 wide), only the icons
    // show, each with its label as the tooltip.
    const headerRow = (compact: boolean): Button[] => {
      const row = this.headerButtons(compact);
      // In a row from the right edge leftwards.
      let right = left + contentW;
      for (const b of row) {
        b.position.set(right - b.bw, top + 26 * s);
        right = b.x - 12 * s;
      }
      return row;
    };
    let row = headerRow(false);
    if (row.at(-1)!.x < title.x + title.width + 24 * s) {
      for (const b of row) b.destroy({ children: true });
      row = headerRow(true);
    }
    const [settings, rules, statistics, saved, replays] = row as [Button, Button, Button, Button, Button];
    this.layer.addChild(title, mark, replays, saved, statistics, rules, settings);
    // The tagline only where the header has room for it.
    if (tag.x + tag.width + 16 * s < replays.x) this.layer.addChild(tag);
    else tag.destroy();

    // Game tiles
    const games = this.catalog?.games ?? [];
    const gap = 22 * s;
    const tileW = (contentW - gap * 3) / 4;
    const tileH = 214 * s;
    const tilesY = top + 108 * s;
    const tiles: Focusable[] = [];
    const learns: Focusable[] = [];
    games.slice(0, 4).forEach((g, i) => {
      const tile = this.gameTile(g.id, g.minPlayers, g.maxPlayers, tileW, tileH);
      tile.position.set(left + i * (tileW + gap), tilesY);
      this.layer.addChild(tile);
      tiles.push(tile);
      learns.push(tile.learn);
    });

    // The setup panel
    const panelY = tilesY + tileH + 22 * s;
    const panelH = Math.max(300 * s, top + 780 * s - panelY);
    const panel = new Graphics();
    panel.position.set(left, panelY);
    this.layer.addChild(panel);
    const pad = 26 * s;
    const colGap = 40 * s;
    const leftW = contentW * 0.56 - pad - colGap / 2;
    const rightX = left + pad + leftW + colGap;
    const rightW = contentW - pad * 2 - leftW - colGap;

    // Left column: players and seats
    const seatsHead = this.text(i18n.t('app.menu.seats'), 'title', palette.text);
    seatsHead.position.set(left + pad, panelY + 22 * s);
    this.layer.addChild(seatsHead);
    const entry = this.gameEntry(state.game);
    const min = entry?.minPlayers ?? 3;
    const max = entry?.maxPlayers ?? 5;
    const counts: Choice<number>[] = [];
    for (let n = min; n <= max; n++) counts.push({ value: n, label: i18n.t('app.menu.playerCount', { n }) });
    const countStepper = new Stepper(
      '',
      counts,
      this.playerCount(),
      s,
      230 * s,
      (n) => {
        state.players[state.game] = n;
        this.rebuild();
      },
      { id: 'menu.players', controlWidth: 230 * s, wrap: false, height: 46 },
    );
    countStepper.position.set(left + pad + leftW - countStepper.rowWidth, panelY + 16 * s);
    this.layer.addChild(countStepper);
    const rows = seatRows(this.layer, {
      x: left + pad,
      y: panelY + 74 * s,
      width: leftW,
      s,
      i18n,
      levels: this.catalog?.botLevels ?? ['rules'],
      onOwnName: (v) => this.ctx.changeSettings({ playerName: v }),
      onEditing: (on) => (this.ctx.focus.enabled = !on),
      rebuild: () => this.rebuild(),
    });
    const seatItems: Focusable[] = [countStepper, ...rows.items];
    const y = rows.bottom;
    drawPanel(panel, contentW, panelH, s, { alpha: 0.82 });

    // Right column: options, description, start
    const optHead = this.text(i18n.t('app.menu.options'), 'title', palette.text);
    optHead.position.set(rightX, panelY + 22 * s);
    this.layer.addChild(optHead);
    const optionItems: Focusable[] = [];
    let oy = panelY + 74 * s;
    const values = this.optionValues();
    for (const option of entry?.options ?? []) {
      const widget = optionWidget(option, values, { width: rightW, s, i18n, players: this.playerCount() });
      widget.position.set(rightX, oy);
      this.layer.addChild(widget);
      optionItems.push(widget);
      oy += Math.max(50 * s, widget.rowHeight + 2 * s);
    }
    if (!entry || entry.options.length === 0) {
      const none = this.text(i18n.t('app.menu.noOptions'), 'body', palette.textDim);
      none.position.set(rightX, oy + 8 * s);
      this.layer.addChild(none);
      oy += 50 * s;
    }
    const desc = new Text({
      text: i18n.t(`app.game.${state.game}.tagline`),
      style: {
        ...font('body', s, palette.textMuted),
        wordWrap: true,
        wordWrapWidth: rightW,
        lineHeight: font('body', s).fontSize * 1.35,
      },
    });
    desc.position.set(rightX, oy + 14 * s);
    this.layer.addChild(desc);

    const start = new Button({
      label: this.startLabel(),
      icon: 'play',
      variant: 'primary',
      scale: s,
      height: 58 * s,
      width: Math.min(rightW, 280 * s),
      id: 'menu.start',
      onPress: () => this.start(),
    });
    start.position.set(left + contentW - pad - start.bw, panelY + panelH - pad - start.bh);
    start.setDisabled(this.starting || !this.catalog);
    this.startControl = start;
    this.layer.addChild(start);
    // The same table, opened on the local network (open seats wait for guests).
    const lan = new Button({
      label: i18n.t('lobby.menu.host'),
      icon: 'menu',
      scale: s,
      height: 58 * s,
      id: 'menu.hostLan',
      onPress: () => this.hostLan(),
    });
    lan.position.set(start.x - 12 * s - lan.bw, start.y);
    lan.setDisabled(!this.catalog);
    this.ctx.tooltip.attach(lan, () => i18n.t('lobby.menu.hostTip'));
    this.layer.addChild(lan);
    const join = new Button({
      label: i18n.t('lobby.menu.join'),
      icon: 'forward',
      variant: 'ghost',
      scale: s,
      height: 40 * s,
      id: 'menu.joinLan',
      onPress: () => this.ctx.showJoin(),
    });
    // The LAN tables this host keeps open (a game may run there while the menu is shown):
    // back to their lobby and tabs.
    const open = this.ctx.store.tables;
    const tablesButton =
      lanTables(open).length > 0
        ? new Button({
            label: i18n.t('lobby.menu.tables', { n: open.length }),
            icon: 'eye',
            scale: s,
            height: 48 * s,
            id: 'menu.tables',
            onPress: () => this.ctx.showLobby(),
          })
        : null;
    if (tablesButton) this.ctx.tooltip.attach(tablesButton, () => i18n.t('lobby.menu.tablesTip'));
    // Bottom left, under the seats: the other way into a LAN evening.
    const bottomY = start.y + (start.bh - (tablesButton?.bh ?? join.bh)) / 2;
    let jx = left + pad - 10 * s;
    if (tablesButton) {
      tablesButton.position.set(left + pad, bottomY);
      jx = tablesButton.x + tablesButton.bw + 8 * s;
    }
    join.position.set(jx, start.y + (start.bh - join.bh) / 2);
    // Many seats on a small window: the seats reach the bottom row.
    const crowded = y + 4 * s > bottomY;
    if (crowded) {
      // Many seats on a small window: the header has room once the tagline gives way.
      let hx = left + title.width + 18 * s;
      if (tablesButton) {
        tablesButton.position.set(hx, top + 26 * s + (title.height - tablesButton.bh) / 2);
        hx = tablesButton.x + tablesButton.bw + 8 * s;
      }
      join.position.set(hx, top + 26 * s + (title.height - join.bh) / 2);
      if (!tag.destroyed) tag.destroy();
    }
    this.layer.addChild(join);
    if (tablesButton) {
      this.layer.addChild(tablesButton);
      // The tagline gives way to the button where they would meet.
      if (!tag.destroyed && tablesButton.y < tag.y + tag.height && tablesButton.x < tag.x + tag.width)
        tag.destroy();
    }
    // The duplicate challenge, left of Host on LAN (clear of the buttons at the bottom left);
    // where the seats reach down that far, above Start in the options' column.
    const low = [join, ...(tablesButton ? [tablesButton] : [])].filter((b) => b.y + b.bh > start.y);
    const challenge = challengeMenuButton(this.ctx, {
      s,
      height: 58 * s,
      right: crowded ? left + contentW - pad : lan.x - 12 * s,
      y: crowded ? start.y - 2 * (12 * s + 58 * s) : start.y,
      leftLimit: crowded ? rightX : Math.max(left + pad, ...low.map((b) => b.x + b.bw + 12 * s)),
      onPress: () => showChallenge(this.ctx),
    });
    challenge.setDisabled(!this.catalog);
    this.layer.addChild(challenge);
    // The top of what stands in the options' column above Start where the seats are many.
    let columnTop = challenge.y;
    if (crowded) {
      // Host on LAN between them, right-aligned in the column too.
      lan.position.set(left + contentW - pad - lan.bw, start.y - 12 * s - lan.bh);
      // Where the header's buttons leave Join no room (English labels at 1280 wide), it stands
      // above the challenge, right-aligned in the column.
      if (join.x + join.bw + 12 * s > replays.x) {
        join.position.set(left + contentW - pad - join.bw, challenge.y - 12 * s - join.bh);
        columnTop = join.y;
      }
      if (desc.y + desc.height + 12 * s > columnTop) desc.visible = false;
    }
    const resume = this.continueButton(rightW);
    if (resume) {
      resume.position.set(rightX, (crowded ? columnTop : start.y) - 14 * s - resume.height);
      this.layer.addChild(resume);
      // The game's tagline gives way to Continue when both do not fit.
      if (desc.y + desc.height + 12 * s > resume.y) desc.visible = false;
    }
    const hint = this.text(i18n.t('app.menu.keyHint'), 'caption', palette.textDim);
    hint.position.set(left + pad, start.y - hint.height - 8 * s);
    if (y + 8 * s < hint.y) this.layer.addChild(hint);
    else hint.destroy();

    this.focusItems = [
      ...tiles,
      ...learns,
      ...seatItems,
      ...optionItems,
      ...(resume ? [resume.button] : []),
      ...(tablesButton ? [tablesButton] : []),
      join,
      challenge,
      lan,
      start,
      replays,
      saved,
      statistics,
      rules,
      settings,
    ];
  }

  /**
   * A phone's menu, upright or on its side: one column that scrolls (BaseScreen) — the title and
   * the header's icons, the game tiles two by two (upright) or in a row, then the seats, the
   * table options, the game's line and the ways to start, every control a fingertip.
   */
  private buildPhone(): void {
    const { s, w } = this;
    const i18n = this.ctx.i18n;
    const tall = this.form.name === 'tall';
    const margin = 12 * s;
    const contentW = Math.min(w - 2 * margin, 900 * s);
    const left = (w - contentW) / 2;
    const gap = 10 * s;

    // Header: the title, the icons beside it where they fit, else on a line of their own.
    const title = testId(this.text(i18n.t('app.app.title'), 'heading', palette.text), 'menu.title');
    title.position.set(left, 10 * s);
    const row = this.headerButtons(true);
    const [settings, rules, statistics, saved, replays] = row;
    const rowW = row.reduce((sum, b) => sum + b.bw, 0) + 6 * s * (row.length - 1);
    const beside = title.width + 16 * s + rowW <= contentW;
    const iconsY = beside ? title.y + (title.height - row[0].bh) / 2 : title.y + title.height + 6 * s;
    let bx = left + contentW - rowW;
    if (!beside) bx = left;
    // The wide header's order: replays on the left, settings at the right edge.
    for (const b of [...row].reverse()) {
      b.position.set(bx, iconsY);
      bx += b.bw + 6 * s;
    }
    this.layer.addChild(title, ...row);
    let y = Math.max(title.y + title.height, iconsY + row[0].bh) + 14 * s;

    // Game tiles
    const games = this.catalog?.games ?? [];
    const cols = tall ? 2 : 4;
    const tileW = (contentW - gap * (cols - 1)) / cols;
    const tileH = compactTileHeight(s);
    const tiles: Focusable[] = [];
    const learns: Focusable[] = [];
    games.slice(0, 4).forEach((g, i) => {
      const tile = this.gameTile(g.id, g.minPlayers, g.maxPlayers, tileW, tileH, true);
      tile.position.set(left + (i % cols) * (tileW + gap), y + Math.floor(i / cols) * (tileH + gap));
      this.layer.addChild(tile);
      tiles.push(tile);
      learns.push(tile.learn);
    });
    y += Math.ceil(Math.min(4, games.length) / cols) * (tileH + gap) + 6 * s;

    // The setup: one column in a panel drawn once its height is known.
    const panelY = y;
    const panel = new Graphics();
    this.layer.addChild(panel);
    const pad = 14 * s;
    const x = left + pad;
    const cw = contentW - 2 * pad;
    y += 16 * s;
    const seatsHead = this.text(i18n.t('app.menu.seats'), 'title', palette.text);
    const countStepper = this.countStepper(Math.min(240 * s, cw - seatsHead.width - 16 * s));
    countStepper.position.set(x + cw - countStepper.rowWidth, y);
    seatsHead.position.set(x, y + (countStepper.rowHeight - seatsHead.height) / 2);
    this.layer.addChild(seatsHead, countStepper);
    y += countStepper.rowHeight + 10 * s;
    const seats = seatRows(this.layer, {
      ...this.seatSpec(),
      x,
      y,
      width: cw,
      twoLines: cw < 440 * s,
    });
    y = seats.bottom + 14 * s;

    const optHead = this.text(i18n.t('app.menu.options'), 'title', palette.text);
    optHead.position.set(x, y);
    this.layer.addChild(optHead);
    y += optHead.height + 8 * s;
    const entry = this.gameEntry(state.game);
    const optionItems: Focusable[] = [];
    const values = this.optionValues();
    for (const option of entry?.options ?? []) {
      const widget = optionWidget(option, values, { width: cw, s, i18n, players: this.playerCount() });
      widget.position.set(x, y);
      this.layer.addChild(widget);
      optionItems.push(widget);
      y += widget.rowHeight + 4 * s;
    }
    if (!entry || entry.options.length === 0) {
      const none = paragraph(i18n.t('app.menu.noOptions'), s, cw);
      none.position.set(x, y);
      this.layer.addChild(none);
      y += none.height + 8 * s;
    }
    const desc = paragraph(i18n.t(`app.game.${state.game}.tagline`), s, cw);
    desc.position.set(x, y + 6 * s);
    this.layer.addChild(desc);
    y = desc.y + desc.height + 16 * s;

    const resume = this.continueButton(cw);
    if (resume) {
      resume.position.set(x, y);
      this.layer.addChild(resume);
      y += resume.height + 14 * s;
    }
    // The ways to start: Start across the column, the others under it (two a line on its side).
    const start = this.startButton(cw, 56 * s);
    start.position.set(x, y);
    this.layer.addChild(start);
    y += start.bh + gap;
    const per = tall ? 1 : 2;
    const slotW = (cw - gap * (per - 1)) / per;
    const slotH = 50 * s;
    const lan = this.lanButton(slotW, slotH);
    const join = this.joinButton(slotW, slotH);
    const tablesButton = this.tablesButton(slotW, slotH);
    const challenge = challengeMenuButton(this.ctx, {
      s,
      height: slotH,
      width: slotW,
      right: x + slotW,
      y: 0,
      leftLimit: x,
      onPress: () => showChallenge(this.ctx),
    });
    challenge.setDisabled(!this.catalog);
    const more = [lan, join, challenge, ...(tablesButton ? [tablesButton] : [])];
    more.forEach((b, i) => {
      b.position.set(x + (i % per) * (slotW + gap), y + Math.floor(i / per) * (slotH + gap));
      this.layer.addChild(b);
    });
    y += Math.ceil(more.length / per) * (slotH + gap) - gap + pad;
    drawPanel(panel, contentW, y - panelY, s, { alpha: 0.82 });
    panel.position.set(left, panelY);

    this.focusItems = [
      ...tiles,
      ...learns,
      countStepper,
      ...seats.items,
      ...optionItems,
      ...(resume ? [resume.button] : []),
      start,
      lan,
      join,
      challenge,
      ...(tablesButton ? [tablesButton] : []),
      replays,
      saved,
      statistics,
      rules,
      settings,
    ];
  }

  /** The header's buttons, right to left: settings, rules, statistics, saved games, replays. */
  private headerButtons(iconOnly: boolean): [Button, Button, Button, Button, Button] {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const gameName = (): string => i18n.t(`app.game.${state.game}.name`);
    const headerButton = (label: string, icon: IconName, id: string, onPress: () => void): Button => {
      const b = new Button({ label, icon, iconOnly, scale: s, id: `menu.${id}`, onPress });
      if (iconOnly) this.ctx.tooltip.attach(b, () => label);
      return b;
    };
    const rulesLabel = i18n.t('app.menu.rules');
    const rules = headerButton(rulesLabel, 'book', 'rules', () => this.ctx.showRules(state.game));
    this.ctx.tooltip.attach(rules, () => (iconOnly ? `${rulesLabel}: ${gameName()}` : gameName()));
    return [
      headerButton(i18n.t('app.menu.settings'), 'gear', 'settings', () => this.ctx.showSettings('menu')),
      rules,
      headerButton(i18n.t('statistics.menu.button'), 'chart', 'statistics', () => this.ctx.showStatistics()),
      headerButton(i18n.t('saves.menu.saved'), 'log', 'saves', () => this.ctx.showSaves()),
      headerButton(i18n.t('replay.menu.button'), 'replay', 'replays', () => this.ctx.showHistory()),
    ];
  }

  /** The number of players: a stepper through the game's range. */
  private countStepper(width: number): Stepper<number> {
    const i18n = this.ctx.i18n;
    const entry = this.gameEntry(state.game);
    const counts: Choice<number>[] = [];
    for (let n = entry?.minPlayers ?? 3; n <= (entry?.maxPlayers ?? 5); n++)
      counts.push({ value: n, label: i18n.t('app.menu.playerCount', { n }) });
    return new Stepper(
      '',
      counts,
      this.playerCount(),
      this.s,
      width,
      (n) => {
        state.players[state.game] = n;
        this.rebuild();
      },
      { id: 'menu.players', controlWidth: width, wrap: false, height: 46 },
    );
  }

  /** What the seat rows need from the screen (their place and width are the layout's). */
  private seatSpec(): Omit<Parameters<typeof seatRows>[1], 'x' | 'y' | 'width'> {
    return {
      s: this.s,
      i18n: this.ctx.i18n,
      levels: this.catalog?.botLevels ?? ['rules'],
      onOwnName: (v) => this.ctx.changeSettings({ playerName: v }),
      onEditing: (on) => (this.ctx.focus.enabled = !on),
      rebuild: () => this.rebuild(),
    };
  }

  private startButton(width: number, height: number): Button {
    const start = new Button({
      label: this.startLabel(),
      icon: 'play',
      variant: 'primary',
      scale: this.s,
      height,
      width,
      id: 'menu.start',
      onPress: () => this.start(),
    });
    start.setDisabled(this.starting || !this.catalog);
    this.startControl = start;
    return start;
  }

  /** The same table, opened on the local network (open seats wait for guests). */
  private lanButton(width: number | undefined, height: number): Button {
    const i18n = this.ctx.i18n;
    const lan = new Button({
      label: i18n.t('lobby.menu.host'),
      icon: 'menu',
      scale: this.s,
      height,
      ...(width !== undefined ? { width, maxWidth: width } : {}),
      id: 'menu.hostLan',
      onPress: () => this.hostLan(),
    });
    lan.setDisabled(!this.catalog);
    this.ctx.tooltip.attach(lan, () => i18n.t('lobby.menu.hostTip'));
    return lan;
  }

  private joinButton(width: number | undefined, height: number): Button {
    return new Button({
      label: this.ctx.i18n.t('lobby.menu.join'),
      icon: 'forward',
      variant: width !== undefined ? 'secondary' : 'ghost',
      scale: this.s,
      height,
      ...(width !== undefined ? { width, maxWidth: width } : {}),
      id: 'menu.joinLan',
      onPress: () => this.ctx.showJoin(),
    });
  }

  /**
   * The LAN tables this host keeps open (a game may run there while the menu is shown): back to
   * their lobby and tabs. Null while there are none.
   */
  private tablesButton(width: number | undefined, height: number): Button | null {
    const i18n = this.ctx.i18n;
    const open = this.ctx.store.tables;
    if (lanTables(open).length === 0) return null;
    const b = new Button({
      label: i18n.t('lobby.menu.tables', { n: open.length }),
      icon: 'eye',
      scale: this.s,
      height,
      ...(width !== undefined ? { width, maxWidth: width } : {}),
      id: 'menu.tables',
      onPress: () => this.ctx.showLobby(),
    });
    this.ctx.tooltip.attach(b, () => i18n.t('lobby.menu.tablesTip'));
    return b;
  }

  private gameTile(id: GameId, min: number, max: number, w: number, h: number, compact = false): GameTile {
    const hasLesson = this.catalog?.lessons?.includes(id) ?? false;
    return gameTile({
      id,
      min,
      max,
      w,
      h,
      s: this.s,
      selected: state.game === id,
      i18n: this.ctx.i18n,
      cards: this.ctx.cards,
      colorBlind: this.ctx.settings().colorBlind,
      tooltip: this.ctx.tooltip,
      compact,
      onChoose: () => {
        state.game = id;
        this.rebuild();
      },
      // The lesson replaces nothing the menu holds: the host opens it as the table.
      onLearn: hasLesson ? () => this.ctx.conn.send({ type: 'newLesson', game: id }) : null,
    });
  }

  private startLabel(): string {
    const i18n = this.ctx.i18n;
    if (this.starting) return i18n.t('app.menu.starting');
    return this.openCount() > 0 ? i18n.t('lobby.menu.host') : i18n.t('app.menu.start');
  }

  private openCount(): number {
    return [...openSeats].filter((i) => i > 0 && i < state.seats.length).length;
  }

  /** Opens the configured table on the LAN: people at this computer, bots, and open seats. */
  private hostLan(): void {
    if (!this.catalog) return;
    const seats = state.seats.map((seat, i): LanSeatSpec => {
      if (i === 0) return { kind: 'host', name: this.ctx.settings().playerName };
      if (openSeats.has(i)) return { kind: 'open' };
      return seat.kind === 'bot'
        ? { kind: 'bot', level: seat.level ?? 'normal', name: seat.name }
        : { kind: 'host', name: seat.name };
    });
    const seeded = tableFromAddress(location.search);
    this.ctx.conn.send({
      type: 'hostLan',
      game: state.game,
      seats,
      options: { ...this.optionValues() },
      code: null,
      ...seeded,
    });
    this.ctx.showLobby();
  }

  private start(): void {
    if (this.starting || !this.catalog) return;
    if (this.openCount() > 0) {
      this.hostLan();
      return;
    }
    this.starting = true;
    this.startControl?.setDisabled(true);
    const seats = state.seats.map((seat, i) =>
      i === 0 ? { name: this.ctx.settings().playerName, kind: 'human' as const } : seat,
    );
    this.ctx.conn.send({
      type: 'newTable',
      game: state.game,
      seats,
      options: { ...this.optionValues() },
      ...tableFromAddress(location.search),
    });
  }

  protected override back(): void {}
}
