/**
 * What the SevenSins table shows from the view alone: each seat's bid badge, the blind
 * phase's cards face up over the other seats, the turned card with trump, and the phase
 * facts (phase, dealer, bids against tricks). Stateless; the scene owns the pieces.
 */
import type { Container } from 'pixi.js';
import { sevensinsDefaultPhases, type SevenSinsView } from '../../../shared/games/sevensins';
import type { TableSnapshot } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import type { CardArt } from '../../art/cardArt';
import { CardSprite } from '../../ui/cardSprite';
import { isWaiting } from '../common/views';
import { capitalise, elementName } from '../elements/words';
import type { SevenSinsLayout } from './layout';
import { phaseMultiplier, seatFacts } from './model';
import type { PhasePanel, SeatBadge, TrumpPanel } from './widgets';
import { text } from '../../../shared/i18n/format';

/** Bid against tricks won on each seat's badge; badges show only while a phase is on. */
export function syncBadges(
  badges: readonly SeatBadge[],
  lay: SevenSinsLayout,
  snap: TableSnapshot,
  v: SevenSinsView,
  lang: Language,
): void {
  const dealerMark = text(lang, 'sevensins.seat.dealer').charAt(0).toUpperCase();
  snap.seats.forEach((_, i) => {
    const spot = lay.seats[i];
    if (!spot) return;
    const f = seatFacts(v, i);
    const inPhase = v.phase > 0 && (v.stage === 'bid' || v.stage === 'play' || v.stage === 'trump');
    badges[i]?.set(
      {
        text:
          f.bid === null
            ? text(lang, 'sevensins.seat.noBid')
            : text(lang, 'sevensins.seat.bid', { bid: f.bid, won: f.won }),
        short:
          f.bid === null
            ? text(lang, 'sevensins.seat.noBidShort')
            : text(lang, 'sevensins.seat.bidShort', { bid: f.bid, won: f.won }),
        cue: f.cue,
        dealer: v.phase > 0 && i === v.dealer ? dealerMark : null,
        active: isWaiting(snap, i),
      },
      spot.badge,
      lay.s,
    );
    const badge = badges[i];
    if (badge) badge.visible = inPhase || v.stage === 'deal' || v.stage === 'over';
  });
}

/** The blind phase: the others' cards face up over their seats (labelled `blind:<seat>`). */
export function drawBlindCards(
  layer: Container,
  lay: SevenSinsLayout,
  snap: TableSnapshot,
  v: SevenSinsView,
  art: CardArt,
): void {
  for (const c of layer.removeChildren()) c.destroy({ children: true });
  snap.seats.forEach((_, i) => {
    if (i === snap.you) return;
    const cards = v.hands[i];
    const spot = lay.seats[i];
    if (!cards || cards.length === 0 || !spot) return;
    const sp = new CardSprite(art, 'sevensins', cards[0]!, lay.blindCardWidth);
    sp.label = `blind:${i}`;
    sp.position.set(spot.blind.x, spot.blind.y);
    sp.rotation = ((i % 3) - 1) * 0.04;
    layer.addChild(sp);
  });
}

export interface PanelsCtx {
  lang: Language;
  colorBlind: boolean;
  you: number | null;
  name: (seat: number) => string;
  /** At a challenge: its deal ("Deal 1 of 2") instead of the phase of the game. */
  round?: string | null;
}

/** The turned card with what it means for trump, and the phase facts beside it. */
export function syncPanels(
  trumpPanel: TrumpPanel,
  phasePanel: PhasePanel,
  lay: SevenSinsLayout,
  v: SevenSinsView,
  c: PanelsCtx,
): void {
  const s = lay.s;
  const m = phaseMultiplier(v);
  trumpPanel.set(
    {
      card: v.trumpCard,
      trump: v.trump,
      caption: v.trump
        ? text(c.lang, 'sevensins.table.trumpIs')
        : v.trumpCard === 'TANUKI'
          ? text(c.lang, 'sevensins.table.noTrump')
          : v.dealer === c.you
            ? text(c.lang, 'sevensins.table.youChoose')
            : text(c.lang, 'sevensins.table.choosing'),
      element: v.trump ? capitalise(elementName(c.lang, v.trump)) : null,
      note: m > 1 ? text(c.lang, 'sevensins.table.double', { m }) : null,
      pending: v.stage === 'trump',
    },
    lay.trumpPanel,
    lay.trumpCardWidth,
    s,
    c.colorBlind,
    lay.trumpBeside,
  );
  const count = Math.min(v.options.phases, sevensinsDefaultPhases(v.players));
  const placed = v.bids.filter((b): b is number => b !== null);
  const sum = placed.reduce((a, b) => a + b, 0);
  const allIn = placed.length === v.players;
  phasePanel.visible = v.phase > 0;
  phasePanel.set(
    {
      phase: c.round ?? text(c.lang, 'sevensins.table.phase', { phase: v.phase, count }),
      dealer: text(c.lang, 'sevensins.table.dealer', { name: c.name(v.dealer) }),
      bids: placed.length > 0 ? text(c.lang, 'sevensins.table.bids', { sum, n: v.phase }) : null,
      bidsNote:
        allIn && sum !== v.phase
          ? text(c.lang, sum > v.phase ? 'sevensins.table.bidsOver' : 'sevensins.table.bidsUnder', {
              d: Math.abs(sum - v.phase),
            })
          : null,
    },
    lay.phasePanel,
    s,
  );
}
