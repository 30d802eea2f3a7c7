import { describe, expect, it } from 'vitest';
import { format, text } from '../../../../src/shared/i18n/format';
import {
  botLevelName,
  botShortName,
  I18n,
  optionLabel,
  optionValueLabel,
} from '../../../../src/renderer/i18n';

describe('i18n', () => {
  it('names each language in itself, for the language picker', () => {
    expect(text('de', 'app.settings.languageName')).toBe('Deutsch');
    expect(text('en', 'app.settings.languageName')).toBe('English');
    expect(text('nl', 'app.settings.languageName')).toBe('Nederlands');
  });

  it('translates what a player reads most (not a copy of English)', () => {
    for (const key of [
      'app.menu.start',
      'app.settings.title',
      'app.status.yourTurn',
      'app.table.leave',
    ] as const) {
      expect(text('de', key)).not.toBe(text('en', key));
      expect(text('nl', key)).not.toBe(text('en', key));
    }
  });

  it('switches language at run time and tells listeners', () => {
    const i18n = new I18n('de');
    const heard: string[] = [];
    i18n.onChange((l) => heard.push(l));
    expect(i18n.t('app.menu.start')).toBe('Spiel starten');
    i18n.setLanguage('en');
    expect(i18n.t('app.menu.start')).toBe('Start game');
    i18n.setLanguage('en');
    i18n.setLanguage('nl');
    expect(i18n.t('app.menu.start')).toBe('Spel starten');
    expect(heard).toEqual(['en', 'nl']);
  });

  it('fills placeholders and falls back for run-time keys', () => {
    expect(format('{a} and {b} and {c}', { a: 1, b: 'x' }, 'en')).toBe('1 and x and {c}');
    const i18n = new I18n('en');
    expect(i18n.t('app.menu.playersRange', { min: 3, max: 5 })).toBe('3–5 players');
    expect(optionLabel('en', 'colorRule')).toBe('Target colours');
    expect(optionLabel('en', 'unknownThing')).toBe('unknownThing');
    expect(optionValueLabel('de', 'colorRule', 'fixed')).toBe(text('de', 'app.option.colorRule.fixed'));
    expect(optionValueLabel('en', 'colorRule', 'odd')).toBe('odd');
    expect(botLevelName('en', 'meister')).toBe('Master');
    expect(botLevelName('en', 'future')).toBe('future');
    expect(botShortName('nl', 'meister')).toBe(text('nl', 'app.botShort.meister'));
    expect(botShortName('en', 'future')).toBe('future');
  });
});
