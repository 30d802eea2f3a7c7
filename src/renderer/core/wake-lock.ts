/**
 * The screen stays on during a game where the browser allows it (the Screen Wake Lock API: a
 * phone lying on the table must not go dark between two turns). The lock is released by the
 * browser whenever the page is hidden, so it is asked for again when the page comes back.
 */
interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export class ScreenAwake {
  private wanted = false;
  private lock: WakeLockSentinelLike | null = null;
  private readonly api: WakeLockLike | undefined;

  constructor(nav: Navigator = navigator, doc: Document = document) {
    this.api = (nav as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'visible' && this.wanted) void this.take();
    });
  }

  /** Whether the screen is being kept on now. */
  get held(): boolean {
    return !!this.lock && !this.lock.released;
  }

  /** On while a game is shown, off elsewhere. */
  set(on: boolean): void {
    if (on === this.wanted) return;
    this.wanted = on;
    if (on) void this.take();
    else {
      const lock = this.lock;
      this.lock = null;
      void lock?.release().catch(() => undefined);
    }
  }

  private async take(): Promise<void> {
    if (!this.api || this.held) return;
    try {
      const lock = await this.api.request('screen');
      // Left the table while the request was under way.
      if (!this.wanted) void lock.release().catch(() => undefined);
      else this.lock = lock;
    } catch {
      // Refused (battery saver, an insecure origin such as a LAN page over http): the screen
      // then sleeps as the device says; nothing else to do.
    }
  }
}
