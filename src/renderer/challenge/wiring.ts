/**
 * The challenge's part of the app's wiring (main.ts calls it once): a participant comes back with
 * its kept pass after a reload or a reconnect, a new pass is kept, a guest whose home is the
 * challenge lands on its screen, and the end of the challenge is said. `showBoard` opens the
 * challenge's screen at its live board (main.ts passes screens/challenge.ts's): a feature never
 * imports a screen.
 */
import type { AppContext } from '../app/context';
import { challengeIsHome } from './model';
import { challengePass, forgetChallengePass, keepChallengePass } from './pass';

/** Screens a guest leaves for the challenge (nothing of its own is going on there). */
const IDLE = ['connecting', 'none', 'menu', 'lobby'];

export function wireChallenge(ctx: AppContext, showBoard: () => void): void {
  const { store, conn } = ctx;
  /** The challenge a kept pass was tried for on this connection (once each). */
  let tried: string | null = null;
  /** A pass was sent and not answered yet. */
  let comingBack = false;
  let lastState: string | null = null;
  store.subscribe((e) => {
    switch (e.kind) {
      case 'welcome':
        tried = null;
        comingBack = false;
        break;
      case 'challenge': {
        const c = store.challenge;
        if (c && c.you === null && tried !== c.id) {
          tried = c.id;
          const pass = challengePass(c.id);
          if (pass) {
            comingBack = true;
            conn.send({ type: 'joinChallenge', name: pass.name, token: pass.token });
          }
        }
        // Open, then ended: the final board is in.
        const state = c ? `${c.id}:${c.state}` : null;
        if (
          c?.state === 'ended' &&
          lastState === `${c.id}:open` &&
          (c.you || ctx.nav.screenName === 'challenge')
        )
          ctx.toasts.show(ctx.i18n.t('challenge.toast.ended'), 'ok', 4000);
        lastState = state;
        if (challengeIsHome(store) && IDLE.includes(ctx.nav.screenName)) showBoard();
        break;
      }
      case 'challengeJoined': {
        const known = store.challenge ? challengePass(store.challenge.id) : null;
        keepChallengePass({ challenge: store.challenge?.id ?? '', token: e.token, name: e.name });
        if (known?.token !== e.token)
          ctx.toasts.show(ctx.i18n.t('challenge.toast.joined', { name: e.name }), 'ok', 2500);
        comingBack = false;
        break;
      }
      case 'refused':
        // The kept pass is not known (any more): forget it; the join field is there.
        if (comingBack && e.rule === 'bad-challenge-pass') forgetChallengePass();
        comingBack = false;
        break;
    }
  });
}
