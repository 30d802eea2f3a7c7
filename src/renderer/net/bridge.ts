/**
 * The preload bridge on `window.spieltisch` inside the desktop app (its type lives in
 * src/shared/bridge.ts, shared with the preload). In a plain browser it is absent and the
 * renderer uses WebSocket instead.
 */
import type { SpieltischBridge } from '../../shared/bridge';

export type { SpieltischBridge };

declare global {
  interface Window {
    spieltisch?: Partial<SpieltischBridge>;
  }
}

/** The full bridge when the preload provides one, else null. */
export function bridge(): SpieltischBridge | null {
  const b = typeof window === 'undefined' ? undefined : window.spieltisch;
  if (!b || typeof b.onMessage !== 'function' || typeof b.hello !== 'function') return null;
  return b as SpieltischBridge;
}
