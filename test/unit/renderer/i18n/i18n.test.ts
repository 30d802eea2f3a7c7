import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/shared/settings';
import { DICTIONARIES, format, I18n, LANGUAGE_NAMES } from '../../../../src/renderer/i18n';
const en = DICTIONARIES.en;

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('i18n', () => {
  it('has every key, and no extra key, in every language', () => {
    const keys = Object.keys(en).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(DICTIONARIES[lang]).sort(), lang).toEqual(keys);
      expect(LANGUAGE_NAMES[lang]).toBeTruthy();
    }
  });

  it('never leaves a text empty and keeps the same placeholders', () => {
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(DICTIONARIES[lang])) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('translates what a player reads most (not a copy of English)', () => {
    for (const key of ['menu.start', 'settings.title', 'status.yourTurn', 'table.leave'] as const) {
      expect(DICTIONARIES.de[key]).not.toBe(en[key]);
      expect(DICTIONARIES.nl[key]).not.toBe(en[key]);
    }
  });

  it('switches language at run time and tells listeners', () => {
    const i18n = new I18n('de');
    const heard: string[] = [];
    i18n.onChange((l) => heard.push(l));
    expect(i18n.t('menu.start')).toBe('Spiel starten');
    i18n.setLanguage('en');
    expect(i18n.t('menu.start')).toBe('Start game');
    i18n.setLanguage('en');
    i18n.setLanguage('nl');
    expect(i18n.t('menu.start')).toBe('Spel starten');
    expect(heard).toEqual(['en', 'nl']);
  });

  it('fills placeholders and falls back for run-time keys', () => {
    expect(format('{a} and {b} and {c}', { a: 1, b: 'x' })).toBe('1 and x and {c}');
    const i18n = new I18n('en');
    expect(i18n.t('menu.playersRange', { min: 3, max: 5 })).toBe('3–5 players');
    expect(i18n.tDynamic('option.colorRule', 'colorRule')).toBe('Target colours');
    expect(i18n.tDynamic('option.unknownThing', 'unknownThing')).toBe('unknownThing');
  });
});
