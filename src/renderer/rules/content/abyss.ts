/**
 * SevenSins – Abyss: the rules in our own words, in German, English and Dutch, one module
 * per language under abyss/ (the curses' texts in abyss/curses.ts).
 */
import type { Language } from '../../../shared/settings';
import type { RulesDoc } from '../types';
import { de } from './abyss/de';
import { en } from './abyss/en';
import { nl } from './abyss/nl';

export const ABYSS_RULES: Record<Language, RulesDoc> = { de, en, nl };
