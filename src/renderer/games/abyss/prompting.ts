/**
 * Which Abyss decision prompt is open (jump, scale or the Kitsune's form) and the passing
 * banner, kept in step with the view: a prompt is rebuilt only when what it shows changes,
 * so keyboard focus and its ring survive re-syncs; the Kitsune's form and the two picks of
 * a scale swap are asked here before an action is sent. The prompts themselves are built
 * in decisions.ts and prompts.ts.
 */
import type { Container } from 'pixi.js';
import type { AbyssView } from '../../../shared/games/abyss';
import type { TableSnapshot } from '../../../shared/protocol';
import type { AbyssFacts } from '../../../shared/scene-facts';
import type { CardArt } from '../../art/cardArt';
import { KitsunePrompt } from '../elements/kitsune';
import { jumpPrompt, passBanner, scalePrompt, type DecisionCtx } from './decisions';
import { curseName } from './text';
import { TilePrompt } from './prompts';
import { text } from '../../../shared/i18n/format';

export type DialogKind = NonNullable<AbyssFacts['dialog']>;

type Action = { type: string; [k: string]: unknown };

export interface PromptHost {
  /** Prompts and the banner are added here. */
  layer: Container;
  art: CardArt;
  /** Size, language and area for a prompt; null while there is no layout. */
  decisionCtx: () => DecisionCtx | null;
  send: (action: Action) => void;
  /** The snapshot shown, its view and whether it is the viewer's turn; null before the first. */
  current: () => { snap: TableSnapshot; v: AbyssView; mine: boolean } | null;
  /** The open prompt changed (the trick caption hides under a prompt). */
  changed: () => void;
  /** The swap pick changed: the scale shows the picked places. */
  redrawScale: (v: AbyssView) => void;
  publish: () => void;
  refreshStatus: () => void;
}

export class AbyssPrompts {
  prompt: TilePrompt | KitsunePrompt | null = null;
  kind: DialogKind | null = null;
  /** The Kitsune was clicked: its form is asked before it is played. */
  kitsuneOpen = false;
  /** Scale places picked for a swap so far. */
  swapPick: number[] = [];
  private key = '';
  private banner: Container | null = null;

  constructor(private readonly host: PromptHost) {}

  close(): void {
    this.prompt?.destroy({ children: true });
    this.prompt = null;
    this.kind = null;
    this.key = '';
  }

  /** An action was sent: nothing is asked any more until the next snapshot. */
  reset(): void {
    this.close();
    this.kitsuneOpen = false;
    this.swapPick = [];
  }

  /** While passing: a banner above the hand says what the click does and whom the card goes to. */
  private syncBanner(snap: TableSnapshot, v: AbyssView, mine: boolean): void {
    this.banner?.destroy({ children: true });
    this.banner = null;
    const c = this.host.decisionCtx();
    if (!c || snap.you === null) return;
    this.banner = passBanner(c, v, snap.you, mine);
    if (this.banner) this.host.layer.addChild(this.banner);
  }

  sync(snap: TableSnapshot, v: AbyssView, mine: boolean): void {
    this.syncBanner(snap, v, mine);
    const c = this.host.decisionCtx();
    if (!c) return;
    let want: DialogKind | null = null;
    if (mine && v.stage === 'jump') want = 'jump';
    else if (mine && v.stage === 'scale') want = 'scale';
    else if (mine && v.stage === 'play' && this.kitsuneOpen) want = 'kitsune';
    if (want !== 'scale') this.swapPick = [];
    const key = `${want}|${snap.step}|${this.swapPick.join(',')}|${c.lang}|${c.s}|${c.area.x}`;
    if (key === this.key) return;
    const keyboard = this.prompt instanceof TilePrompt ? this.prompt.focusIndex : 0;
    const hadRing = this.prompt instanceof TilePrompt && want === this.kind;
    this.close();
    this.key = key;
    if (!want) {
      this.host.changed();
      return;
    }
    const h = this.host;
    let p: TilePrompt | KitsunePrompt;
    if (want === 'jump') {
      p = jumpPrompt(c, v, (jump) => h.send({ type: 'jump', jump }));
    } else if (want === 'scale') {
      p = scalePrompt(c, v, this.swapPick, keyboard, {
        add: (e) => h.send({ type: 'scale', add: e }),
        swap: (i) => this.pickSwap(i),
        pass: () => h.send({ type: 'scale', pass: true }),
      });
    } else {
      p = this.kitsunePrompt(c, snap, v);
    }
    if (hadRing && p instanceof TilePrompt) p.showRing();
    this.prompt = p;
    this.kind = want;
    h.layer.addChild(p);
    h.changed();
  }

  /** Sin or Tanuki: the forms the rules allow for the Kitsune now. */
  private kitsunePrompt(c: DecisionCtx, snap: TableSnapshot, v: AbyssView): KitsunePrompt {
    const s = c.s;
    const forms = (['sin', 'tanuki'] as const).filter((f) =>
      snap.legal.some((a) => a.type === 'play' && a.card === 'KITSUNE' && a.as === f),
    );
    return new KitsunePrompt({
      s,
      lang: c.lang,
      art: this.host.art,
      forms,
      // The form prompt is a little taller than the other prompts: it may reach into the band's margin.
      area: { ...c.area, y: c.area.y - 16 * s, height: c.area.height + 16 * s },
      // Under Sin Ban a Kitsune played as a Sin counts as a Tanuki: say so.
      hint: (f) =>
        f === 'sin' && v.activeCurses.includes('sinBan')
          ? `${text(c.lang, 'abyss.kit.sinHint')} — ${curseName(c.lang, 'sinBan')}: ${text(c.lang, 'abyss.kit.tanukiHint')}`
          : text(c.lang, f === 'sin' ? 'abyss.kit.sinHint' : 'abyss.kit.tanukiHint'),
      compact: c.compact,
      onChoose: (f) => this.playKitsune(f),
      onCancel: () => this.cancelKitsune(),
    });
  }

  /** The Kitsune was clicked: its form is asked first. */
  openKitsune(snap: TableSnapshot, v: AbyssView): void {
    this.kitsuneOpen = true;
    this.sync(snap, v, true);
    this.host.publish();
    this.host.refreshStatus();
  }

  private playKitsune(as: 'sin' | 'tanuki'): void {
    const snap = this.host.current()?.snap;
    const action = snap?.legal.find((a) => a.type === 'play' && a.card === 'KITSUNE' && a.as === as);
    if (action) this.host.send(action);
  }

  private cancelKitsune(): void {
    this.kitsuneOpen = false;
    const cur = this.host.current();
    if (cur) this.sync(cur.snap, cur.v, cur.mine);
    this.host.publish();
    this.host.refreshStatus();
  }

  /** A scale place clicked for a swap: the second pick sends the swap. */
  private pickSwap(place: number): void {
    const cur = this.host.current();
    if (!cur) return;
    if (this.swapPick.includes(place)) this.swapPick = this.swapPick.filter((p) => p !== place);
    else this.swapPick = [...this.swapPick, place];
    if (this.swapPick.length === 2) {
      const [a, b] = [...this.swapPick].sort((x, y) => x - y) as [number, number];
      this.host.send({ type: 'scale', swap: [a, b] });
      return;
    }
    this.host.redrawScale(cur.v);
    this.sync(cur.snap, cur.v, cur.mine);
    this.host.publish();
  }
}
