/**
 * What the SevenSins decision dialogs ask, from the view and the legal actions: the dealer's
 * trump choice (each element with how many the hand holds, and what the turned card means)
 * and the bid (every bid, the forbidden one disabled with its reason, what the others bid).
 * The dialog itself is drawn by dialogs.ts; the scene sends what is picked.
 */
import { SEVENSINS_ELEMENTS, type SevenSinsView } from '../../../shared/games/sevensins';
import type { TableSnapshot } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { capitalise, cardName, elementName } from '../elements/words';
import { bidFace, ChoiceDialog, elementFace, type ChoiceItem, type DialogLine } from './dialogs';
import type { SevenSinsLayout } from './layout';
import { bidOptions, elementCounts, phaseMultiplier, trumpChoices } from './model';
import { tilesPerRow } from '../elements/compact';
import { text } from '../../../shared/i18n/format';

type Action = { type: string; [k: string]: unknown };

export interface DecisionCtx {
  lay: SevenSinsLayout;
  lang: Language;
  colorBlind: boolean;
  name: (seat: number) => string;
  send: (action: Action) => void;
}

/** The dealer picks trump: the five elements the rules allow now. */
export function trumpDialog(c: DecisionCtx, v: SevenSinsView, snap: TableSnapshot): ChoiceDialog {
  const { lay, lang } = c;
  const s = lay.s;
  const counts = elementCounts(v.hand);
  const choices = trumpChoices(snap.legal);
  const items: ChoiceItem[] = SEVENSINS_ELEMENTS.filter((e) => choices.includes(e)).map((e) => ({
    id: `trump:${e}`,
    allowed: true,
    draw: elementFace(
      e,
      capitalise(elementName(lang, e)),
      v.hand === null
        ? '—'
        : counts[e] > 0
          ? text(lang, 'sevensins.trumpDlg.held', { n: counts[e] })
          : text(lang, 'sevensins.trumpDlg.heldNone'),
      s,
      c.colorBlind,
    ),
    onPick: () => c.send({ type: 'trump', element: e }),
  }));
  const lines: DialogLine[] = [
    {
      text: text(lang, 'sevensins.trumpDlg.sub', { card: cardName(lang, v.trumpCard ?? '') }),
      tone: 'muted',
    },
  ];
  if (v.trumpCard === 'SOUL')
    lines.push({
      text: text(lang, 'sevensins.trumpDlg.soul', { m: phaseMultiplier(v) }),
      tone: 'accent' as const,
    });
  if (v.blind) lines.push({ text: text(lang, 'sevensins.trumpDlg.blind'), tone: 'accent' as const });
  const tileW = 96 * s;
  return new ChoiceDialog({
    kind: 'trump',
    s,
    area: lay.dialog,
    avoid: v.blind ? lay.blindAvoid : [],
    avoidIfRoom: lay.dialogAvoid,
    minScale: lay.dialogMinScale,
    compact: lay.compact,
    side: lay.compact && !lay.trumpAcross,
    title: text(lang, 'sevensins.trumpDlg.title'),
    lines,
    items,
    tileW,
    tileH: (lay.compact ? (lay.trumpAcross ? 96 : 84) : 108) * s,
    perRow: tilesPerRow(lay.dialog.width - 44 * s, tileW, 10 * s, 5),
    after: [],
    keys: text(lang, 'sevensins.trumpDlg.keys'),
  });
}

/** The bid: every possible bid, what the others bid so far, and trump with its multiplier. */
export function bidDialog(c: DecisionCtx, v: SevenSinsView, snap: TableSnapshot): ChoiceDialog {
  const { lay, lang } = c;
  const s = lay.s;
  const { options, forbidden } = bidOptions(v.phase, snap.legal);
  const items: ChoiceItem[] = options.map((o) => ({
    id: `bid:${o.tricks}`,
    allowed: o.allowed,
    digit: o.tricks <= 9 ? o.tricks : undefined,
    draw: bidFace(o.tricks, s),
    onPick: () => c.send({ type: 'bid', tricks: o.tricks }),
  }));
  const others = v.bids
    .map((b, i) => (b === null || i === snap.you ? null : `${c.name(i)} ${b}`))
    .filter((x): x is string => x !== null);
  // The question's explanation gives way first where the height runs short (beside a lesson's coach).
  const lines: DialogLine[] = [
    { text: text(lang, 'sevensins.bid.sub', { n: v.phase }), tone: 'muted', optional: true },
  ];
  lines.push({
    text: others.length
      ? text(lang, 'sevensins.bid.so', { list: others.join(', ') })
      : text(lang, 'sevensins.bid.first'),
    tone: 'muted',
  });
  const trumpWord = v.trump
    ? text(lang, 'sevensins.table.trump', { element: capitalise(elementName(lang, v.trump)) })
    : text(lang, 'sevensins.table.noTrump');
  const m = phaseMultiplier(v);
  lines.push({
    text: m > 1 ? `${trumpWord} · ${text(lang, 'sevensins.table.double', { m })}` : trumpWord,
    tone: 'accent',
  });
  if (v.blind) lines.push({ text: text(lang, 'sevensins.bid.blind'), tone: 'accent' as const });
  // Beside the words in a narrow dialog (a phone on its side beside a lesson's coach), the tiles
  // take rows of three so that the words get the width.
  const narrowSide = lay.compact && !lay.trumpAcross && lay.dialog.width < 640 * s;
  const wanted = narrowSide
    ? Math.min(3, options.length)
    : options.length <= 8
      ? options.length
      : Math.ceil(options.length / 2);
  const fits = tilesPerRow(lay.dialog.width - 44 * s, 56 * s, 10 * s, wanted);
  // Rows of even length where the width asks for more than one.
  const perRow = fits >= wanted ? wanted : Math.ceil(options.length / Math.ceil(options.length / fits));
  return new ChoiceDialog({
    kind: 'bid',
    s,
    area: lay.dialog,
    avoid: v.blind ? lay.blindAvoid : [],
    avoidIfRoom: lay.dialogAvoid,
    minScale: lay.dialogMinScale,
    compact: lay.compact,
    side: lay.compact && !lay.trumpAcross,
    title: text(lang, 'sevensins.bid.title', { phase: v.phase }),
    lines,
    items,
    tileW: 56 * s,
    tileH: 56 * s,
    perRow,
    after:
      forbidden !== null
        ? [{ text: text(lang, 'sevensins.bid.forbidden', { n: v.phase }), tone: 'warn', id: 'bid:reason' }]
        : [],
    keys: text(lang, 'sevensins.bid.keys'),
  });
}
