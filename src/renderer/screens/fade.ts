/** How a screen comes and goes: a short fade, and the keyboard focus let go when it leaves. */
import type { Container } from 'pixi.js';
import type { AppContext } from '../app/context';

type Faders = Pick<AppContext, 'motion' | 'focus'>;

export async function fadeIn(ctx: Faders, screen: Container, ms = 200): Promise<void> {
  screen.alpha = 0;
  await ctx.motion.to(screen, { alpha: 1 }, { ms, kind: 'fade' });
}

export async function fadeOut(ctx: Faders, screen: Container, ms = 140): Promise<void> {
  ctx.focus.clear();
  await ctx.motion.to(screen, { alpha: 0 }, { ms, kind: 'fade' });
}
