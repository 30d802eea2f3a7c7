/**
 * Screen navigation in the manner of pixijs/open-games (puzzling-potions): one screen at a
 * time, each with async show/hide and a resize; a persistent background below and an
 * overlay layer (toasts, tooltips) above. Changes are queued so they never overlap.
 */
import { Container } from 'pixi.js';
import type { Motion } from './motion';

export interface AppScreen extends Container {
  readonly screenName: string;
  resize(width: number, height: number): void;
  show?(): Promise<void>;
  hide?(): Promise<void>;
  /** Language or settings changed: redraw texts. */
  refresh?(): void;
  update?(deltaMs: number): void;
}

export type ScreenFactory = () => AppScreen;

export class Navigation {
  readonly background = new Container({ label: 'background' });
  readonly screens = new Container({ label: 'screens' });
  readonly overlay = new Container({ label: 'overlay' });
  current: AppScreen | null = null;
  private width = 0;
  private height = 0;
  private queue: Promise<void> = Promise.resolve();
  private transitions = 0;

  constructor(
    root: Container,
    private readonly motion: Motion,
    private readonly onBackgroundResize: (w: number, h: number) => void,
  ) {
    root.addChild(this.background, this.screens, this.overlay);
  }

  /** Told the name of each screen as it is shown (the wake lock follows the table). */
  onScreen: ((name: string) => void) | null = null;

  get busy(): boolean {
    return this.transitions > 0;
  }

  get screenName(): string {
    return this.current?.screenName ?? 'none';
  }

  /** Shows a new screen after hiding the current one. */
  show(factory: ScreenFactory): Promise<void> {
    this.transitions++;
    this.queue = this.queue
      .then(() => this.swap(factory))
      .catch((err: unknown) => console.error('screen change failed', err))
      .finally(() => {
        this.transitions--;
      });
    return this.queue;
  }

  private async swap(factory: ScreenFactory): Promise<void> {
    const old = this.current;
    if (old) {
      this.screens.interactiveChildren = false;
      if (old.hide) await old.hide();
      else await this.motion.to(old, { alpha: 0 }, { ms: 140, kind: 'fade' });
      this.screens.removeChild(old);
      old.destroy({ children: true });
      this.current = null;
    }
    const next = factory();
    this.current = next;
    this.onScreen?.(next.screenName);
    this.screens.addChild(next);
    next.resize(this.width, this.height);
    this.screens.interactiveChildren = true;
    // The app's first screen appears at once: fading in from an empty felt only delays the
    // start (and costs several frames in software rendering).
    if (!old) return;
    if (next.show) await next.show();
    else {
      next.alpha = 0;
      await this.motion.to(next, { alpha: 1 }, { ms: 180, kind: 'fade' });
    }
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.onBackgroundResize(width, height);
    this.current?.resize(width, height);
  }

  refresh(): void {
    this.current?.refresh?.();
  }
}
