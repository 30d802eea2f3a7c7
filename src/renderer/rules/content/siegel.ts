/**
 * Die sieben Siegel: the rules in our own words, in German, English and Dutch, one module
 * per language under siegel/.
 */
import type { Language } from '../../../shared/settings';
import type { RulesDoc } from '../types';
import { de } from './siegel/de';
import { en } from './siegel/en';
import { nl } from './siegel/nl';

export const SIEGEL_RULES: Record<Language, RulesDoc> = { de, en, nl };
