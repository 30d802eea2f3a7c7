/**
 * Renderer entry: fonts, the Pixi application (HiDPI, resized with the window, WebGL),
 * the connection to the host, the client store, and navigation between the screens.
 * Pixi needs its unsafe-eval shim under the strict CSP (see TOOLCHAIN notes).
 */
import 'pixi.js/unsafe-eval';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-700.css';
import { Application, UPDATE_PRIORITY } from 'pixi.js';
import { PROTOCOL_VERSION } from '../shared/protocol';
import { words } from '../shared/i18n/format';
import type { Settings, SettingsPatch } from '../shared/settings';
import { CardArt, type CardLabels } from './art/cardArt';
import { Audio } from './audio/audio';
import type { AppContext } from './app/context';
import { FocusManager } from './core/focus';
import { frames } from './core/frames';
import { Motion } from './core/motion';
import { Navigation } from './core/navigation';
import { installTestHook } from './core/testhook';
import { keepPressesAcrossRebuilds } from './core/press-keeper';
import { I18n } from './i18n';
import { uiScale } from './layout/scale';
import { connect } from './net/connection';
import { ClientStore } from './net/store';
import { GenericScene } from './scenes/generic';
import { setFallbackScene } from './scenes/registry';
import { LoadingScreen } from './screens/loading';
import { MenuScreen } from './screens/menu';
import { RulesScreen } from './screens/rules';
import { SettingsScreen } from './screens/settings';
import { SavesScreen } from './screens/saves';
import { HistoryScreen } from './screens/history';
import { ReplayScreen } from './screens/replay';
import { LobbyScreen } from './screens/lobby';
import { JoinScreen } from './screens/join';
import { TurnedAwayScreen } from './screens/turned-away';
import { browserLanguage, refusalText } from './net/refusals';
import type { LimitRule } from '../shared/limits';
import { showChallenge } from './screens/challenge';
import { challengeIsHome, isChallengeTable } from './challenge/model';
import { wireChallenge } from './challenge/wiring';
import { forgetPass, keepPass, savedPass } from './net/seat-pass';
import { tableFromHash } from './lobby/tables';
import { saveRecordFile } from './net/files';
import { StatisticsScreen } from './screens/statistics';
import { TableScreen } from './screens/table';
import { FONT_FAMILY } from './theme/theme';
import { paintFelt } from './ui/felt';
import { bakeTokensWith } from './art/tokens';
import { pixiCanvas } from './core/softwareGl';
import { DamageRenderer } from './core/damage';
import { Toasts, Tooltip } from './ui/chrome';
import { ScreenAwake } from './core/wake-lock';
import type { MessageKey } from '../shared/i18n/catalog';

async function loadFonts(): Promise<void> {
  const family = FONT_FAMILY.split(',')[0]!;
  try {
    await Promise.all([document.fonts.load(`400 20px ${family}`), document.fonts.load(`700 20px ${family}`)]);
  } catch {
    // Fall back to the system font rather than not starting.
  }
}

async function start(): Promise<void> {
  // Connect first: the host's welcome travels while fonts load and WebGL starts.
  const conn = connect();
  // The WebGL context is made while the fonts load (it blocks; their files do not).
  const fonts = loadFonts();
  const { canvas, context } = pixiCanvas();
  await fonts;
  // Start-up milestones for `npm run bench:ui` (performance.getEntriesByType('mark')).
  performance.mark('spieltisch:fonts');
  const app = new Application();
  await app.init({
    resizeTo: window,
    // Transparent: the felt is the page's background (see ui/felt.ts).
    backgroundAlpha: 0,
    antialias: true,
    preference: 'webgl',
    canvas,
    ...(context ? { context } : {}),
    resolution: window.devicePixelRatio || 1,
    autoDensity: true,
  });
  document.body.appendChild(app.canvas);
  performance.mark('spieltisch:pixi');
  // The PixiJS devtools hook; the UI benchmark also reads it to time each layer.
  (globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
  // Software WebGL: each frame redraws only what changed (the benchmark reads its figures).
  const damage = context ? new DamageRenderer(app, context) : null;
  (globalThis as { __spieltischDamage?: DamageRenderer | null }).__spieltischDamage = damage;

  const i18n = new I18n('de');
  const motion = new Motion();
  const audio = new Audio();
  const store = new ClientStore();
  paintFelt(document.body);
  const nav = new Navigation(app.stage, motion, (w, h) => {
    const s = uiScale(w, h);
    toasts.layout(w, 20 * s, s);
    tooltip.layout(w, h, s);
  });
  // The screen stays on while a table (or a replay being watched) is shown.
  const awake = new ScreenAwake();
  nav.onScreen = (name) => awake.set(name === 'table' || name === 'replay');
  const toasts = new Toasts(motion);
  const tooltip = new Tooltip();
  nav.overlay.addChild(toasts, tooltip);
  const labels: CardLabels = { name: (spec) => i18n.t(spec.look.nameKey) };
  const cards = new CardArt(app.renderer, labels);
  bakeTokensWith(app.renderer);
  const focus = new FocusManager();
  let leaving = false;
  let pending: SettingsPatch = {};

  const ctx: AppContext = {
    app,
    i18n,
    motion,
    audio,
    cards,
    store,
    conn,
    nav,
    focus,
    toasts,
    tooltip,
    settings: () => store.settings,
    changeSettings: (patch: SettingsPatch) => {
      // Send the whole settings object with the change applied: a host that fills defaults
      // into a partial patch then cannot reset the other settings (see the report).
      pending = { ...pending, ...patch };
      conn.send({ type: 'setSettings', settings: { ...store.settings, ...pending } });
    },
    showMenu: () => {
      leaving = store.table !== null;
      // From a challenge's deal, and for a guest whose home it is: the challenge's board.
      const fromDeal = nav.screenName === 'table' && isChallengeTable(store.challenge, store.table);
      if (fromDeal || challengeIsHome(store)) showChallenge(ctx, 'live');
      // A guest of a LAN table has no menu of its own here: its home is the table's lobby.
      else if (store.role === 'guest') void nav.show(() => new LobbyScreen(ctx));
      else void nav.show(() => new MenuScreen(ctx));
    },
    showSettings: (returnTo) => void nav.show(() => new SettingsScreen(ctx, returnTo)),
    showTable: () => void nav.show(() => new TableScreen(ctx)),
    showRules: (game) => void nav.show(() => new RulesScreen(ctx, game)),
    showStatistics: () => void nav.show(() => new StatisticsScreen(ctx)),
    showSaves: () => void nav.show(() => new SavesScreen(ctx)),
    showHistory: () => void nav.show(() => new HistoryScreen(ctx)),
    showReplay: () => void nav.show(() => new ReplayScreen(ctx)),
    analyseLatest: (seat) => {
      store.analyseOnOpen = seat;
      conn.send({ type: 'openReplay', source: { kind: 'latest' } });
    },
    showLobby: () => {
      // Looking at the lobby from a table: its next step does not call the table back.
      leaving = nav.screenName === 'table' && store.table !== null;
      void nav.show(() => new LobbyScreen(ctx));
    },
    showJoin: () => void nav.show(() => new JoinScreen(ctx)),
  };
  wireChallenge(ctx, () => showChallenge(ctx, 'live'));
  setFallbackScene((host) => new GenericScene(host));
  // Each game's table scene registers itself (src/renderer/games/<id>/index.ts).
  import.meta.glob('./games/*/index.ts', { eager: true });

  let applied: Settings | null = null;
  const applySettings = (st: Settings): void => {
    const prev = applied;
    applied = st;
    i18n.setLanguage(st.language);
    document.documentElement.lang = st.language;
    audio.configure(st.volume, st.muted);
    motion.configure(st.animationSpeed, st.reducedMotion);
    if (!prev || prev.colorBlind !== st.colorBlind || prev.language !== st.language)
      cards.setMode(st.colorBlind, labels);
    if (prev && JSON.stringify(prev) !== JSON.stringify(st)) nav.refresh();
  };

  /** The host has greeted this page once (its language is the host's from then on). */
  let greeted = false;
  /** The host's connection limit turned this page away: its page says so, not a "lost" toast. */
  let turnedAway = false;
  /** A guest tries its kept seat pass once per connection (a reload, a reconnect, a host restart). */
  let passTried = false;
  /** The table this window looks at, as the host's last list said (undefined: no list yet). */
  let lookingAt: string | null | undefined;
  /** The page address's `#table=<id>` (a join from another host's list) is followed once. */
  let hashFollowed = false;
  /** The host's reasons for refusing a table switch, in the player's language. */
  const tableRefusals: Record<string, MessageKey> = {
    'seated-elsewhere': 'lobby.tabs.seatedElsewhere',
    'no-such-table': 'lobby.tabs.gone',
    'choose-table': 'lobby.tabs.choose',
  };
  store.subscribe((e) => {
    switch (e.kind) {
      case 'lobby': {
        const lobby = store.lobby;
        if (store.role === 'guest' && lobby && lobby.you === null && !passTried) {
          passTried = true;
          const pass = savedPass();
          if (pass) conn.send({ type: 'join', name: pass.name, token: pass.token });
        }
        if (store.role === 'guest' && !store.table && ['connecting', 'none', 'menu'].includes(nav.screenName))
          ctx.showLobby();
        break;
      }
      case 'tables': {
        if (!hashFollowed) {
          hashFollowed = true;
          followTableHash();
        }
        const current = store.currentTable;
        if (current === lookingAt) break;
        const switched = lookingAt !== undefined;
        lookingAt = current;
        if (!switched) break;
        // Another table (a tab, a join): its game is shown even if the last one was left,
        // also when its snapshot came before this list.
        leaving = false;
        const table = store.table;
        if (table && table.tableId === current && nav.screenName === 'lobby') ctx.showTable();
        break;
      }
      case 'joined': {
        const pass = savedPass();
        keepPass({ token: e.token, name: e.name });
        if (pass?.token !== e.token) toasts.show(i18n.t('lobby.toast.joined', { name: e.name }), 'ok', 2500);
        break;
      }
      case 'lanClosed':
        forgetPass();
        toasts.show(i18n.t('lobby.toast.closed', { reason: words(i18n.language, e.reason) }), 'warn', 6000);
        if (store.role === 'guest') ctx.showLobby();
        break;
      case 'welcome':
        greeted = true;
        turnedAway = false;
        performance.mark('spieltisch:welcome');
        applySettings(store.settings);
        if (store.hostVersion !== PROTOCOL_VERSION) {
          toasts.show(i18n.t('app.conn.versionMismatch', { version: String(store.hostVersion) }), 'warn', 0);
        }
        passTried = false;
        if (['connecting', 'none', 'turned-away'].includes(nav.screenName)) {
          if (store.table) ctx.showTable();
          else ctx.showMenu();
        }
        break;
      case 'settings':
        for (const key of Object.keys(pending) as (keyof Settings)[]) {
          if (store.settings[key] === pending[key]) delete pending[key];
        }
        applySettings(store.settings);
        break;
      case 'table':
        if (e.snapshot.event.kind === 'start') leaving = false;
        if (!leaving && !['table', 'settings', 'rules'].includes(nav.screenName)) ctx.showTable();
        break;
      case 'tableClosed':
        leaving = false;
        if (nav.screenName === 'table') {
          toasts.show(i18n.t('app.toast.tableClosed'));
          ctx.showMenu();
        }
        break;
      case 'refused':
        // Turned away by the host's connection limit: a page that says so (in the browser's
        // language when the host has not greeted this page), while the connection tries again.
        if (e.rule === 'host-full') {
          turnedAway = true;
          if (!greeted) {
            i18n.setLanguage(browserLanguage(navigator.languages ?? [navigator.language]));
            document.documentElement.lang = i18n.language;
          }
          if (nav.screenName !== 'turned-away')
            void nav.show(() => new TurnedAwayScreen(ctx, e.rule as LimitRule));
          break;
        }
        // A kept seat pass the host no longer knows: forget it, and join anew.
        if (e.rule === 'bad-token') forgetPass();
        // A kept challenge pass: the challenge's wiring forgets it (challenge/wiring.ts).
        else if (e.rule === 'bad-challenge-pass') return;
        else if (tableRefusals[e.rule]) toasts.show(i18n.t(tableRefusals[e.rule]!), 'warn', 5000);
        // A lesson's coach says why, in the player's language (lessons/coach.ts).
        else if (!e.rule.startsWith('lesson')) toasts.show(refusalText(i18n, e), 'warn', 6000);
        break;
      case 'replay':
        // A replay opened (from the history, or a file): the viewer shows it.
        ctx.showReplay();
        break;
      case 'recordFile':
        saveRecordFile(e.name, e.text).then(
          (saved) => saved && toasts.show(i18n.t('replay.toast.saved', { name: e.name }), 'ok', 2500),
          (err: unknown) =>
            toasts.show(i18n.t('app.toast.error', { message: (err as Error).message }), 'warn'),
        );
        break;
      case 'error':
        toasts.show(i18n.t('app.toast.error', { message: words(i18n.language, e.message) }), 'warn');
        break;
    }
  });
  /** Looks at the table the address names (`#table=<id>`) when the host lists it, then drops the fragment. */
  function followTableHash(): void {
    const wanted = tableFromHash(location.hash);
    if (!wanted) return;
    try {
      history.replaceState(null, '', location.pathname + location.search);
    } catch {
      // The fragment stays; it is followed once per page anyway.
    }
    if (wanted !== store.currentTable && store.tables.some((t) => t.id === wanted))
      conn.send({ type: 'watchTable', table: wanted });
  }
  conn.onMessage((m) => {
    store.apply(m);
    frames.invalidate();
  });
  let wasLost = false;
  conn.onState((state) => {
    if (state === 'lost' && !turnedAway) {
      wasLost = true;
      toasts.show(i18n.t('app.conn.lost'), 'warn', 0);
    } else if (state === 'open' && wasLost) {
      wasLost = false;
      toasts.show(i18n.t('app.conn.back'), 'ok', 1800);
    }
  });

  // A click during an animation finishes it at once.
  app.stage.eventMode = 'static';
  app.stage.hitArea = app.screen;
  app.stage.on('pointerdown', () => motion.finishAll());
  // Screens rebuild on every broadcast; a press must not be lost to one (see press-keeper).
  keepPressesAcrossRebuilds(app.renderer.events.rootBoundary, app.stage);

  const resize = (): void => {
    nav.resize(app.screen.width, app.screen.height);
    frames.invalidate(3);
  };
  app.renderer.on('resize', resize);
  resize();
  const watchDpr = (): void => {
    const mq = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    mq.addEventListener(
      'change',
      () => {
        app.renderer.resize(window.innerWidth, window.innerHeight, window.devicePixelRatio || 1);
        cards.invalidate();
        damage?.full();
        resize();
        watchDpr();
      },
      { once: true },
    );
  };
  watchDpr();

  // Render on demand (see core/frames.ts) instead of every tick; in software WebGL only
  // what changed (see core/damage.ts).
  app.ticker.remove(app.render, app);
  app.ticker.add(
    () => {
      if (!frames.shouldRender(!motion.idle || nav.busy, performance.now())) return;
      if (damage) damage.render();
      else app.render();
    },
    undefined,
    UPDATE_PRIORITY.LOW,
  );
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointerleave', 'wheel'] as const) {
    app.canvas.addEventListener(type, () => frames.invalidate(), { passive: true });
  }
  window.addEventListener('keydown', () => frames.invalidate(), true);
  window.addEventListener('keyup', () => frames.invalidate(), true);

  // A window resize reaches the stage on the next frame; until then every bound is stale.
  const laidOut = (): boolean =>
    app.screen.width === window.innerWidth && app.screen.height === window.innerHeight;
  installTestHook(
    app.stage,
    app.canvas,
    () => nav.screenName,
    () => laidOut() && motion.idle && !nav.busy && frames.settled,
    laidOut,
  );
  audio.preload();
  // The host usually answers within a few frames: show the connecting screen only when it
  // does not, rather than flashing it for an instant before the menu.
  setTimeout(() => {
    if (nav.screenName === 'none' && !nav.busy) void nav.show(() => new LoadingScreen(ctx));
  }, 400);
}

void start();
