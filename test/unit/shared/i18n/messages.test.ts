/**
 * The message files (src/shared/messages/<language>/<namespace>.json) against each other: every
 * namespace in every language, every key in every language with the same placeholders and the
 * same plural choices, and the format's plural and nesting rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG, NAMESPACES } from '../../../../src/shared/i18n/catalog';
import { format, text, words } from '../../../../src/shared/i18n/format';
import { msg, messageSchema } from '../../../../src/shared/i18n/message';
import { LANGUAGES } from '../../../../src/shared/settings';

/**
 * Keys whose languages word a parameter differently, with the code passing both forms: English
 * says "a {colour} seal", German and Dutch need the inflected noun ("ein {seal}").
 */
const GRAMMAR_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  'siegel.log.steal': ['colour', 'name', 'seal', 'victim'],
};

const DIR = path.resolve(__dirname, '../../../../src/shared/messages');

/**
 * The parameters a template uses, each once: `{name}` and the choices `{name|one|other}` (a
 * language may need a choice another does not: "{n} seals" is "{n} Siegel" in German).
 */
function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)(?:\|[^{}|]*)*\}/g)].map((m) => m[1]!))].sort();
}

describe('message files', () => {
  it('has the same namespace files in every language, each one in the catalog', () => {
    for (const lang of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(DIR, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(files, lang).toEqual([...NAMESPACES].sort());
    }
  });

  it('has every key in every language, with the same placeholders', () => {
    const en = CATALOG.en;
    expect(Object.keys(en).length).toBeGreaterThan(1000);
    for (const lang of LANGUAGES) {
      const dict = CATALOG[lang];
      expect(Object.keys(dict).sort(), `${lang}: keys`).toEqual(Object.keys(en).sort());
      for (const [key, template] of Object.entries(en)) {
        const allowed = GRAMMAR_VARIANTS[key];
        if (allowed)
          expect(allowed, `${lang} ${key}`).toEqual(expect.arrayContaining(placeholders(dict[key]!)));
        else expect(placeholders(dict[key]!), `${lang} ${key}`).toEqual(placeholders(template));
        expect(dict[key]!.trim().length, `${lang} ${key} is empty`).toBeGreaterThan(0);
      }
    }
  });

  it('words a template in each language with its plural rules', () => {
    expect(format('{n} {n|minus point|minus points}', { n: 1 }, 'en')).toBe('1 minus point');
    expect(format('{n} {n|minus point|minus points}', { n: '1.0' }, 'en')).toBe('1.0 minus points');
    expect(format('{n} {n|Minuspunkt|Minuspunkte}', { n: 0 }, 'de')).toBe('0 Minuspunkte');
    expect(text('en', 'units.minus.one')).toBe('minus point');
    expect(text('de', 'units.minus.other')).toBe('Minuspunkte');
  });

  it('words nested messages in the same language, and shows an unknown key as itself', () => {
    const m = msg('par.better', { n: 2, unit: msg('units.minus.other') });
    expect(words('de', m)).toBe('2 Minuspunkte besser');
    expect(words('en', m)).toBe('2 minus points better');
    expect(words('nl', { key: 'no.such' as never })).toBe('no.such');
  });

  it('bounds a message on the wire', () => {
    expect(messageSchema.safeParse(msg('par.level')).success).toBe(true);
    expect(
      messageSchema.safeParse({ key: 'par.better', params: { unit: msg('units.minus.one'), n: 2 } }).success,
    ).toBe(true);
    expect(messageSchema.safeParse({ key: 'x' }).success).toBe(false);
    expect(messageSchema.safeParse({ key: 'a.b', params: { n: 'x'.repeat(5000) } }).success).toBe(false);
    let deep: unknown = { key: 'a.b' };
    for (let i = 0; i < 6; i++) deep = { key: 'a.b', params: { x: deep } };
    expect(messageSchema.safeParse(deep).success).toBe(false);
  });
});
