/** The one name rule (src/shared/names.ts): random full-Unicode strings and the hostile names. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkName,
  checkNewName,
  cleanName,
  isCleanName,
  NAME_MAX,
  nameKey,
  suggestName,
} from '../../../src/shared/names';

/** What must never be left in a name. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF\p{Cs}]/u;

/** Any code point, with the troublesome ones far more often than chance would bring them. */
const nasty = fc.constantFrom(
  '\u202E',
  '\u202A',
  '\u2066',
  '\u2069',
  '\u200E',
  '\u061C',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u0000',
  '\u0007',
  '\u007F',
  '\u0085',
  '\u009B',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u00A0',
  '\u3000',
  '\u2028',
  '\uD800',
  '\uDFFF',
  'e',
  '\u0301',
  'ﬁ',
  'Ａ',
);
const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), nasty);
const anyString = fc.string({ unit, maxLength: 40 });
const letters = (s: string): string => [...s.normalize('NFD')].filter((c) => /\p{L}/u.test(c)).join('');

describe('the name rule', () => {
  it('never leaves a forbidden character, is idempotent, and keeps every letter (fast-check, full Unicode)', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const name = cleanName(raw);
        expect(name).not.toMatch(FORBIDDEN);
        expect(isCleanName(name)).toBe(true);
        expect(cleanName(name)).toBe(name);
        expect(name.normalize('NFC')).toBe(name);
        expect([...name].length).toBeLessThanOrEqual(NAME_MAX);
        const checked = checkName(raw);
        if (checked.ok) {
          expect(checkName(checked.name)).toEqual(checked);
          expect(checked.name).not.toMatch(FORBIDDEN);
        }
      }),
      { numRuns: 3000 },
    );
    // Short enough not to be cut: the letters are all there, in their order.
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 10 }), (raw) => {
        expect(letters(cleanName(raw))).toBe(letters(raw));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the letters of every script as typed', () => {
    for (const name of [
      'Zoë',
      'Łukasz',
      '李雷',
      'Ayşe',
      'Søren',
      'Ñandú',
      'Ζωή',
      'Юлия',
      'أحمد',
      'דנה',
      'さくら',
      '민준',
    ])
      expect(checkName(name)).toEqual({ ok: true, name: name.normalize('NFC') });
    // NFC: a decomposed ë is the same name as a composed one.
    expect(checkName('Zoe\u0308')).toEqual({ ok: true, name: 'Zoë' });
  });

  it("refuses or cleans the issue's hostile names", () => {
    expect(checkName('Eve\u202Egnp.exe')).toMatchObject({ ok: false, rule: 'name-bidi' });
    expect(checkName('Bell\u0007')).toMatchObject({ ok: false, rule: 'name-control' });
    expect(checkName('Two\nLines')).toEqual({ ok: true, name: 'Two Lines' });
    expect(checkName('Zero\u200Bwidth')).toEqual({ ok: true, name: 'Zerowidth' });
    expect(checkName(' \u200B\t')).toMatchObject({ ok: false, rule: 'name-empty' });
    expect(checkName('x'.repeat(25))).toMatchObject({ ok: false, rule: 'name-long' });
    // Formula-like names are names: the exports make them inert.
    expect(checkName('=HYPERLINK("//x.y")')).toMatchObject({ ok: true });
    // Stored names (old data) are cleaned, never refused.
    expect(cleanName('Eve\u202Egnp.exe')).toBe('Evegnp.exe');
    expect(cleanName('Bell\u0007')).toBe('Bell');
  });

  it('finds look-alikes (NFKC, case) and suggests a free name', () => {
    expect(nameKey('ＥＶＥ')).toBe(nameKey('eve'));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('Eve')).not.toBe(nameKey('Eva'));
    expect(checkNewName('EVE', ['Eve'])).toMatchObject({
      ok: false,
      rule: 'name-taken',
      suggestion: 'EVE 2',
    });
    expect(checkNewName('Eve\u200B', ['Eve', 'eve 2'])).toMatchObject({ suggestion: 'Eve 3' });
    expect(suggestName('x'.repeat(24), ['x'.repeat(24)])).toBe(`${'x'.repeat(22)} 2`);
    expect(checkNewName('Eva', ['Eve'])).toEqual({ ok: true, name: 'Eva' });
  });
});
