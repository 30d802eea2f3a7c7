/** SevenSins – Abyss: the rules in English (the other languages mirror its sections and decision ids). */
import type { RulesDoc } from '../../types';
import { curseTerms } from './curses';

export const en: RulesDoc = {
  game: 'abyss',
  title: 'SevenSins – Abyss',
  lead: 'The race expansion for SevenSins, for 3 to 6 players. Win tricks to move your figure down into the abyss — the first to reach the bottom wins.',
  sections: [
    {
      id: 'goal',
      title: 'The idea',
      blocks: [
        {
          kind: 'p',
          text: 'Every trick you win moves your figure one field further along a path spiralling down into the abyss. There are no bids and no points: the <b>first figure to reach the goal</b> wins at once. On the way, heptagram fields let you rearrange the trump scale, and curse fields unleash curses that change the rules for the rest of the game.',
        },
      ],
    },
    {
      id: 'components',
      title: 'Components',
      blocks: [
        {
          kind: 'list',
          items: [
            'The 87 SevenSins cards: water, earth, fire, air and space, each 1 to 13, and the special cards (7 Sins, 7 Tanukis, 4 Demons, 2 Kitsunes, 2 Souls).',
            'The board with 21 fields, and one figure per player.',
            'The trump scale with five places.',
            '16 curses.',
          ],
        },
      ],
    },
    {
      id: 'board',
      title: 'The board',
      blocks: [
        {
          kind: 'decision',
          id: 'board',
          text: 'The board runs from field 0 (start) to field 20 (goal). Fields 2, 7, 12 and 17 are <b>heptagram</b> fields, fields 5, 10 and 15 are <b>curse</b> fields. All figures start on field 0, and any number of figures may share a field.',
        },
        {
          kind: 'figure',
          figure: 'abyss.board',
          caption:
            'The path into the abyss: start at the rim, goal at the bottom. The seven-pointed stars mark the heptagram fields, the sigils the curse fields.',
        },
      ],
    },
    {
      id: 'phase',
      title: 'A phase',
      blocks: [
        {
          kind: 'steps',
          items: [
            'The dealer deals 5 cards to each player from the full deck. There is no trump card, no bidding and no scoring.',
            'The dealer leads the first trick; the winner of each trick leads the next.',
            'The winner of a trick moves their figure one field forward. If that field is already occupied, they choose: jump to the next free field beyond it, or stay and share the field.',
            'Landing on a heptagram field: the trump scale may be changed (see below). Landing on a curse field for the first time: a curse is drawn and acts for the rest of the game. Each curse field triggers only once. Fields you jump over do nothing.',
            'The first figure to reach the goal wins immediately — in the middle of a phase if need be.',
          ],
        },
        {
          kind: 'decision',
          id: 'mover-chooses',
          text: 'The jump and the scale choice belong to the player whose figure moves. A jump never goes past the goal: the goal is never occupied, so the next free field is at most the goal.',
        },
      ],
    },
    {
      id: 'tricks',
      title: 'Following and winning tricks',
      blocks: [
        {
          kind: 'p',
          text: 'Following works as in SevenSins: an element that is led must be followed, but a special card may always be played instead. Once a Sin, Demon or Soul lies in the trick, nobody needs to follow any more; after a Sin, Demon or Soul lead there is nothing to follow; after a Tanuki lead, the first element card sets the element to follow. A Kitsune is played as a Sin or as a Tanuki.',
        },
        {
          kind: 'p',
          text: 'A trick is judged card by card, with the SevenSins table for the special cards: Sin beats element, Tanuki and Demon; Demon beats element, Tanuki and Soul; Soul beats element, Tanuki and Sin; an element beats a Tanuki; of two equal specials the first holds.',
        },
        {
          kind: 'p',
          text: 'Element against element is decided by the <b>trump scale</b>: a card whose element is on the scale beats every card whose element is lower on the scale or not on it at all. The same element: higher beats lower. If no scale element is involved, the element to follow beats the others, higher beats lower.',
        },
      ],
    },
    {
      id: 'scale',
      title: 'The trump scale',
      blocks: [
        {
          kind: 'p',
          text: 'The scale has five places, from place 0 (lowest) to place 4 (highest). It starts empty: no element is trump. Each time a figure lands on a heptagram field — whoever it belongs to — its player chooses one of these:',
        },
        {
          kind: 'list',
          items: [
            '<b>Add</b> an element that is not on the scale yet, on the lowest free place;',
            '<b>swap</b> the elements on two occupied places;',
            'or do <b>nothing</b>.',
          ],
        },
        {
          kind: 'figure',
          figure: 'abyss.scale',
          caption:
            'Water, fire and air are on the scale. Air (place 2) beats fire, fire beats water, and water still beats earth and space, which are not on the scale.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'In Abyss, space has no power of its own: it ranks on the scale like every other element. The SevenSins limit on playing space does not apply — you may throw it off freely; it must be followed when it is led, like any element.',
        },
        {
          kind: 'decision',
          id: 'swap-order',
          text: 'For a swap it does not matter in which order you name the two places. Doing nothing is always possible.',
        },
      ],
    },
    {
      id: 'curses',
      title: 'The 16 curses',
      blocks: [
        {
          kind: 'decision',
          id: 'curses',
          text: 'The rulebook names no curses, so these 16 are ours. Each is drawn at random from those not drawn yet and stays in force until the end of the game.',
        },
        { kind: 'terms', items: curseTerms('en') },
        {
          kind: 'decision',
          id: 'reversal-scale',
          text: 'Reversal also applies when the element to follow is on the scale. Cards of another scale element still rank high over low.',
        },
        {
          kind: 'decision',
          id: 'mirror-off-scale',
          text: 'Under Mirror, elements on the scale still beat elements that are not on it.',
        },
        {
          kind: 'decision',
          id: 'sinban-kitsune',
          text: 'Under Sin Ban a Kitsune may still be played as a Sin or as a Tanuki — either way it counts as a Tanuki.',
        },
        {
          kind: 'decision',
          id: 'oath-reading',
          text: 'Under Oath neither playing a special card nor a special card lying in the trick lifts the duty to follow. Only a Sin, Demon or Soul <b>lead</b> leaves nothing to follow.',
        },
        {
          kind: 'decision',
          id: 'passing-left',
          text: 'For Passing, the left neighbour is the next player clockwise. Until the cards move, the others only see whether a player has chosen; afterwards you know the card you gave and the card you got.',
        },
        {
          kind: 'decision',
          id: 'storm-when',
          text: 'The Storm swap happens right after the deal, before passing and before the first trick.',
        },
        {
          kind: 'decision',
          id: 'desecration-lead',
          text: 'Under Desecration the trick’s winner still leads the next trick, even though someone else moved.',
        },
      ],
    },
    {
      id: 'timing',
      title: 'When curses act',
      blocks: [
        {
          kind: 'decision',
          id: 'timing',
          text: 'A curse acts from the trick after the one in which it was drawn. Drought, Passing, Storm and Undertow act from the next phase.',
        },
        {
          kind: 'list',
          items: [
            'After each trick, the figure moves (the winner’s, or the leader’s under Desecration) with the effects of the fields it lands on; then the next trick follows. After the last trick of a phase and its move comes Undertow.',
            'A move of 2 fields (Greed, Hunger) is two single steps. Each step is a landing: the jump choice and the field’s effect happen after each step. Greed and Hunger together still make only 2 fields.',
            'Chains cancels the whole move, Greed and Hunger included. Desecration hands the whole move to the leader — but a winner who led does not move under Chains, so nobody does.',
            'Curses judge a card by what it counts as: under Soul Sleep a Soul is a Tanuki, so its trick is not “won by a Soul” for Desecration; a Kitsune played as a Sin is a Sin.',
            'Storm swaps the two highest occupied places as they lie on the board, also under Mirror.',
            'Reaching the goal ends the game at once: no field effect, no Undertow. A jump may carry a figure onto the goal.',
          ],
        },
        {
          kind: 'decision',
          id: 'timing-every-curse',
          text: 'This holds for every curse, Open Hands and Distance included. A curse drawn on the first step of a 2-field move does not change the second step — Frozen Scale drawn on field 5 does not stop a scale choice on field 7 in the same move — and Open Hands shows the hands from the next trick on.',
        },
      ],
    },
    {
      id: 'table',
      title: 'At this table',
      blocks: [
        {
          kind: 'p',
          text: 'Hands are secret unless Open Hands is in force. The board, the scale, the drawn curses (and from when they act), the current trick and the tricks of this phase are open to all; the order of the curse deck is secret. The table also notes which elements a player has shown to be out of, by failing to follow them.',
        },
      ],
    },
  ],
};
