/**
 * What the lessons' coach rings at two steps, as the lesson data says (test/unit/main/lessons) and as
 * the host sends it (test/unit/main/host/coaching/lesson.test.ts): one expectation for both.
 */

/** Siegel's prediction: each "+" with the count to reach, then Confirm. */
export const SIEGEL_PREDICT_RINGS = {
  points: ['predict:red:+', 'predict:green:+', 'predict:blue:+', 'predict:violet:+', 'confirm'],
  badges: {
    'predict:red:+': '2',
    'predict:green:+': '1',
    'predict:blue:+': '1',
    'predict:violet:+': '1',
  },
} as const;

/** A Kitsune step: the card, then Sin once its dialog opens. */
export const KITSUNE_RINGS = { points: ['hand.KITSUNE'], then: ['kitsune:sin'] } as const;
