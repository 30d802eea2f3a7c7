/**
 * Die sieben Siegel: the learned rollout policy's features of a card played in the play phase
 * (the saboteur's cards included). A card is judged by its strength, whether it takes the trick
 * as it stands and whether that could still change, and by the seals: a trick won is worth a
 * seal handed back only when the winner holds a fitting one (the led colour, red when trumped
 * in or led, white always); without one it costs a black. The saboteur wants the others to win
 * tricks they cannot pay for. Predictions and the seal-return choice stay with the heuristic.
 *
 * Only what the seat to act knows is read: its own hand, the cards played this round and the
 * colours others showed void in (the playout's public bookkeeping), the current trick, and the
 * seals in front of everyone (open on the table).
 */
import type { SiegelFast } from '../../games/siegel';
import { SIEGEL_FAST_CODES } from '../../games/siegel/fast';
import type { PolicyFeatures } from '../learn/features';

// Module constants of our own (V8 folds them in the hot loop; see SIEGEL_FAST_CODES).
const { PLAY, STRIDE, WHITE } = SIEGEL_FAST_CODES;
/** The black seal's kind (SEAL_KINDS order: five colours, white, black). */
const BLACK = WHITE + 1;
/** Black seals in the game: those not in front of a player are in the centre. */
const BLACK_SUPPLY = 6;

const NAMES = [
  'rank', // the card's value / 15 (absolute, as the heuristic's lead rule counts; `master` is relative)
  'trump', // the card is red (trump)
  'master', // no higher card of its colour is unseen by this seat
  'higherOut', // unseen higher cards of its colour, / 4, capped at 1
  'myLen', // this seat's cards of the card's colour (itself included) / 6, capped at 1
  'sealC', // this seat's seals of the card's colour / 3, capped at 1 (0 for the saboteur)
  'winsNow', // following: the card takes the trick as it stands
  'winFit', // winsNow, and the seat holds a seal it could hand back for it
  'winFit×power', // winFit × overall strength (red above all): the highest winner
  'winFit×last×power', // the same when last to play: win cheaply
  'winUnfit', // winsNow without a fitting seal while a black is left: it would cost a black
  'winWhite', // winsNow and only a white fits (the 4-point joker)
  'duck', // following and the card does not take the trick
  'duck×power', // duck × overall strength: duck with the highest losing card
  'sure', // the card takes the trick and nothing unseen can beat it (or it is played last)
  'sure×fit', // sure and a fitting seal is held
  'sure×unfit', // sure without a fitting seal while a black is left
  'sabWin', // the saboteur takes the trick
  'sabSteal', // the saboteur overtakes a winner who would have to take a black
  'sab×power', // the saboteur's card strength: shed high cards while others take the tricks
  'sabLeadBlack', // the saboteur leads a colour: share of the others who could pay no seal for it
  'lead×fitHigh', // leading one of the top three values of a colour with a fitting seal (graded)
  'lead×fit×master', // leading the best unseen card of a colour with a fitting seal
  'lead×rank', // leading: the card's value
  'lead×seal', // leading a colour this seat holds a seal of
  'lead×trump', // leading red
  'need×winFit', // seals still to hand back per trick left × winFit
  'need×lead×fit', // the same × leading a colour with a fitting seal
  'ruffRisk', // a non-red card taking the trick while a later seat showed void there (red unseen)
  'discard×sealC', // throwing off a colour (neither led nor red) the seat still holds seals of
] as const;
const F = NAMES.length;

/** Scratch: per colour, the values this seat has not seen (neither held nor played). */
const unseen = new Int32Array(5);
/** Scratch: per colour, the saboteur's `sabLeadBlack` for a lead of that colour. */
const broke = new Float64Array(5);

function bits(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export const siegelFeatures: PolicyFeatures<SiegelFast> = {
  names: NAMES,
  covers(fast) {
    return fast.inspect().phase === PLAY;
  },
  write(fast, moves, n, out) {
    const f = fast.inspect();
    if (f.phase !== PLAY) return false;
    const players = f.players;
    const max = f.maxValue;
    const seat = f.cur;
    const sab = seat === f.saboteur;
    const seals = f.seals;
    const at = seat * STRIDE;
    const hands = f.hands;
    const full = ((1 << (max + 1)) - 1) & ~1;
    let held = 0;
    for (let c = 0; c < 5; c++) {
      const h = hands[seat * 5 + c] as number;
      held += bits(h);
      unseen[c] = full & ~h & ~(f.played[c] as number);
    }
    const redOut = unseen[0] !== 0;
    // Seals are public: the blacks left in the centre, what this seat still has to hand back.
    let blacksOut = 0;
    for (let s = 0; s < players; s++) blacksOut += seals[s * STRIDE + BLACK] as number;
    const blackLeft = blacksOut < BLACK_SUPPLY;
    let owed = 0;
    for (let k = 0; k <= WHITE; k++) owed += seals[at + k] as number;
    const need = held > 0 && owed < held ? owed / held : 1;
    const white = (seals[at + WHITE] as number) > 0;
    const redSeal = (seals[at] as number) > 0;
    const size = f.trickSize;
    const lead = size === 0;
    const last = size === players - 1;
    const led = f.led;
    const bestColor = f.bestColor;
    const bestValue = f.bestValue;
    // Colours in which a seat still to play showed void without showing void in red (it may trump).
    let ruffable = 0;
    for (let k = 1; k < players - size; k++) {
      const v = f.voids[(seat + k) % players] as number;
      if ((v & 1) === 0) ruffable |= v;
    }
    // Whether the trick's winner so far would have to take a black if it stood (seals are public).
    let bestDoomed = false;
    if (!lead && blackLeft && f.bestSeat !== f.saboteur) {
      const b = f.bestSeat * STRIDE;
      const redFits = led === 0 || bestColor === 0;
      bestDoomed =
        (seals[b + WHITE] as number) === 0 &&
        !(redFits && (seals[b] as number) > 0) &&
        !(led !== 0 && (seals[b + led] as number) > 0);
    }
    // The saboteur's lead: per colour, the share of the others who could hand back no seal if
    // they won it with that colour (no seal of it, no white; the saboteur holds none itself).
    for (let c = 0; c < 5; c++) broke[c] = 0; // a loop: TypedArray.fill costs more than the whole prelude
    if (sab && lead && blackLeft) {
      for (let s = 0; s < players; s++) {
        const b = s * STRIDE;
        if (s === seat || (seals[b + WHITE] as number) > 0) continue;
        for (let c = 0; c < 5; c++) if ((seals[b + c] as number) === 0) broke[c]! += 1 / (players - 1);
      }
    }
    // Per move, out[i·F + j] is feature j of NAMES.
    for (let i = 0; i < n; i++) {
      const m = moves[i] as number;
      const c = m >> 4;
      const v = m & 15;
      const o = i * F;
      const rank = v / 15;
      const trump = c === 0;
      const power = trump ? 0.5 + 0.5 * rank : 0.5 * rank;
      const higher = bits((unseen[c] as number) & ~((2 << v) - 1));
      const master = higher === 0;
      const sealsC = sab ? 0 : (seals[at + c] as number);
      const wins =
        !lead && (trump ? bestColor !== 0 || v > bestValue : c === led && bestColor === c && v > bestValue);
      // A fitting seal for the trick this card would win: white, or the led colour's, or red
      // when red is led or trumps in. On the lead the card's own colour is the led one.
      const colFit = sab
        ? false
        : lead
          ? sealsC > 0
          : led === 0
            ? redSeal
            : (seals[at + led] as number) > 0 || (trump && redSeal);
      const fit = !sab && (white || colFit);
      const takes = lead || wins;
      const sure = takes && (last || (master && (trump || !redOut)));
      const unfit = !sab && !fit && blackLeft;
      out[o] = rank;
      out[o + 1] = trump ? 1 : 0;
      out[o + 2] = master ? 1 : 0;
      out[o + 3] = higher >= 4 ? 1 : higher / 4;
      const len = bits(hands[seat * 5 + c] as number);
      out[o + 4] = len >= 6 ? 1 : len / 6;
      out[o + 5] = sealsC >= 3 ? 1 : sealsC / 3;
      out[o + 6] = wins ? 1 : 0;
      const winFit = wins && fit ? 1 : 0;
      out[o + 7] = winFit;
      out[o + 8] = winFit * power;
      out[o + 9] = last ? winFit * power : 0;
      out[o + 10] = wins && unfit ? 1 : 0;
      out[o + 11] = wins && !sab && white && !colFit ? 1 : 0;
      const duck = !lead && !wins;
      out[o + 12] = duck ? 1 : 0;
      out[o + 13] = duck ? power : 0;
      out[o + 14] = sure ? 1 : 0;
      out[o + 15] = sure && fit ? 1 : 0;
      out[o + 16] = sure && unfit ? 1 : 0;
      out[o + 17] = sab && wins ? 1 : 0;
      out[o + 18] = sab && wins && bestDoomed ? 1 : 0;
      out[o + 19] = sab ? power : 0;
      out[o + 20] = broke[c] as number;
      out[o + 21] = lead && fit && v >= max - 2 ? (v - max + 3) / 3 : 0;
      out[o + 22] = lead && fit && master ? 1 : 0;
      out[o + 23] = lead ? rank : 0;
      out[o + 24] = lead && sealsC > 0 ? 1 : 0;
      out[o + 25] = lead && trump ? 1 : 0;
      out[o + 26] = need * winFit;
      out[o + 27] = lead && fit ? need : 0;
      out[o + 28] = takes && !trump && redOut && ((ruffable >> c) & 1) !== 0 ? 1 : 0;
      out[o + 29] = !lead && c !== led && !trump ? (sealsC >= 3 ? 1 : sealsC / 3) : 0;
    }
    return true;
  },
};
