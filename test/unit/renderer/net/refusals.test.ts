/** Refusals in the person's language: names refused by the rule, limits, and the browser's language before any greeting. */
import { describe, expect, it } from 'vitest';
import { I18n } from '../../../../src/renderer/i18n';
import { browserLanguage, isLimitRule, refusalText } from '../../../../src/renderer/net/refusals';
import { msg } from '../../../../src/shared/i18n/message';
import { LIMIT_RULES } from '../../../../src/shared/limits';

describe('refusals', () => {
  it('words name refusals and limits in each language, others with the host’s reason worded', () => {
    const de = new I18n('de');
    const x = msg('app.name.empty');
    expect(refusalText(de, { rule: 'name-taken', reason: x, suggestion: 'Eve 2' })).toContain('„Eve 2“');
    expect(refusalText(new I18n('nl'), { rule: 'name-bidi', reason: x })).toMatch(/schrijfrichting/);
    expect(refusalText(new I18n('en'), { rule: 'host-full', reason: x })).toMatch(/connections/);
    const seatTaken = msg('host.lobby.seatTaken', { seat: 2 });
    expect(refusalText(new I18n('en'), { rule: 'seat-taken', reason: seatTaken })).toBe(
      'Not allowed: Seat 2 is not free.',
    );
    expect(refusalText(de, { rule: 'seat-taken', reason: seatTaken })).toBe(
      'Nicht erlaubt: Platz 2 ist nicht frei.',
    );
    for (const lang of ['de', 'en', 'nl'] as const)
      for (const rule of LIMIT_RULES)
        expect(refusalText(new I18n(lang), { rule, reason: x })).not.toMatch(/limit\./);
    expect(isLimitRule('challenge-full')).toBe(true);
    expect(isLimitRule('seat-taken')).toBe(false);
  });

  it('takes the browser’s language where the host has not said its own', () => {
    expect(browserLanguage(['nl-BE', 'en'])).toBe('nl');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('de');
    expect(browserLanguage(['fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
