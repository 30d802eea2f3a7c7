/** Die sieben Siegel: the rules in English (the other languages mirror its sections and decision ids). */
import type { RulesDoc } from '../../types';

export const en: RulesDoc = {
  game: 'siegel',
  title: 'Die sieben Siegel',
  lead: 'A trick-taking game by Stefan Dorra for 3 to 5 players. Predict your tricks with seals — whatever you fail to win back costs you points.',
  sections: [
    {
      id: 'goal',
      title: 'The idea',
      blocks: [
        {
          kind: 'p',
          text: 'Before each round you take a seal for every trick you expect to win, in the colour you expect to win it with. Every trick you win lets you hand back one matching seal. Seals still in front of you at the end of the round are penalty points. After the last round, the <b>lowest</b> total wins.',
        },
        {
          kind: 'p',
          text: 'One player may instead become the <b>saboteur</b>: they take no seals and score well when the others misjudge their hands.',
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
            '<b>Cards</b> in five colours: red, yellow, green, blue and violet. Red is always trump.',
            'The deck depends on the number of players: with 3 players values 1–9, with 4 players 1–12, with 5 players 1–15. Everyone always holds 15 cards.',
            '<b>27 seals</b> in the centre: 5 red, 3 each of yellow, green, blue and violet, 4 white and 6 black.',
            'The <b>saboteur</b>, a hooded figure.',
          ],
        },
      ],
    },
    {
      id: 'predict',
      title: 'Predicting',
      blocks: [
        {
          kind: 'p',
          text: 'The dealer deals 15 cards to each player. Starting left of the dealer, each player in turn does exactly one of two things:',
        },
        {
          kind: 'list',
          items: [
            '<b>Predict:</b> take seals from the centre — as many of each colour as you expect to win tricks with that colour. Any total from 0 to 15 is allowed; taking none means you expect to win no trick at all.',
            '<b>Take the saboteur</b>, if nobody has taken it this round. Nobody has to.',
          ],
        },
        {
          kind: 'p',
          text: 'If the centre has run out of a colour you want, take that seal from another player who holds it. As compensation, that player immediately receives a white seal from the centre. Example: Peter wants a blue seal, but the centre has none left; he takes Sabine’s blue seal, and Sabine receives a white one.',
        },
        {
          kind: 'decision',
          id: 'steal-needs-white',
          text: 'You can only take a seal from another player while the centre still has a white seal to give them. If no white seal is left, or nobody holds that colour, that prediction is not possible — the table does not offer it.',
        },
        {
          kind: 'decision',
          id: 'victim-named',
          text: 'You choose whom you take each missing seal from. The saboteur holds no seals and can never be chosen. You take exactly as many as the centre lacks, never more than a player holds, and never more than there are white seals left.',
        },
        {
          kind: 'decision',
          id: 'centre-first',
          text: 'Your seals always come from the centre first; only what the centre lacks is taken from other players, colour by colour. The white seals go to the other players in the order in which you took from them.',
        },
      ],
    },
    {
      id: 'play',
      title: 'Playing the tricks',
      blocks: [
        {
          kind: 'p',
          text: 'The player left of the dealer leads any card. In clockwise order everyone plays one card and must <b>follow</b> the colour that was led if they can. If you cannot follow, you may play any card — a red one included.',
        },
        {
          kind: 'p',
          text: 'The highest red card wins the trick. If no red card was played, the highest card of the led colour wins. The winner leads the next trick. After 15 tricks the round is scored.',
        },
        {
          kind: 'figure',
          figure: 'siegel.trick',
          caption:
            'Yellow was led. Ben cannot follow and trumps with the red 3: red beats every yellow card, so Ben wins the trick — even against the yellow 12.',
        },
      ],
    },
    {
      id: 'return',
      title: 'Handing back a seal',
      blocks: [
        {
          kind: 'p',
          text: 'Whoever wins a trick immediately hands back one seal to the centre:',
        },
        {
          kind: 'list',
          items: [
            'red was led: a <b>red</b> seal;',
            'another colour was led and a red card won: a red seal <b>or</b> a seal of the led colour, as the winner prefers;',
            'another colour was led and won with that colour: a seal of the <b>led colour</b>;',
            'a <b>white</b> seal may always be handed back instead — it is a joker.',
          ],
        },
        {
          kind: 'p',
          text: 'You must hand back a seal if you hold one that fits. A winner who holds none of the fitting seals must take a <b>black</b> seal from the centre. If no black seal is left, nothing happens — lucky!',
        },
        {
          kind: 'figure',
          figure: 'siegel.return',
          caption:
            'Ben won a yellow trick with red. He may hand back his red, his yellow or his white seal — not the blue one. Had he none of them, he would take a black seal.',
        },
        {
          kind: 'p',
          text: 'The saboteur wins tricks like everyone else, but never hands back or takes a seal.',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      blocks: [
        {
          kind: 'p',
          text: 'At the end of the round every seal still in front of a player costs penalty points:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Coloured seal', text: '2 points each (red, yellow, green, blue, violet)' },
            { term: 'Black seal', text: '3 points each' },
            { term: 'White seal', text: '4 points each' },
            {
              term: 'Saboteur',
              text: '4 points minus the number of black seals the other players took this round, but never below 0',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Example: a round with four players',
          lines: [
            'Frank kept one black seal: 3 points.',
            'Sabine kept one white seal: 4 points.',
            'Katrin was the saboteur and the others took 2 black seals: 4 − 2 = 2 points.',
            'Peter kept one yellow and one black seal: 2 + 3 = 5 points.',
          ],
        },
        {
          kind: 'p',
          text: 'Experienced players can start the saboteur at 5 instead of 4 (table option “Saboteur base score”). If nobody took the saboteur, nobody scores this way.',
        },
      ],
    },
    {
      id: 'game',
      title: 'End of the game',
      blocks: [
        {
          kind: 'p',
          text: 'Play as many rounds as there are players — with three players, six rounds. After each round all seals and the saboteur go back to the centre and the deal passes to the left. The lowest total wins; equal lowest totals share the victory.',
        },
      ],
    },
    {
      id: 'table',
      title: 'At this table',
      blocks: [
        {
          kind: 'p',
          text: 'Your hand is secret. The seals in front of each player, who holds the saboteur, all predictions and the cards of the current trick are open to everyone.',
        },
        {
          kind: 'decision',
          id: 'last-trick',
          text: 'Everyone may look at the last completed trick again; earlier tricks stay face down, as with the real cards.',
        },
        {
          kind: 'decision',
          id: 'zero-counts',
          text: 'A colour you take no seals of simply does not appear in your prediction; “0 red” and “no red” are the same.',
        },
        {
          kind: 'decision',
          id: 'last-return',
          text: 'If the winner of the 15th trick has a choice of seals, the round is scored only after that choice.',
        },
        {
          kind: 'decision',
          id: 'offered-steals',
          text: 'When the table offers you a prediction that needs seals from other players, it suggests taking them clockwise from your left; you may choose other players instead.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Someone watching the table sees no hand, and only the player whose turn it is sees their choices.',
        },
      ],
    },
  ],
};
