/** The in-app rules of every game in every language. */
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { ABYSS_RULES } from './content/abyss';
import { DREIZEHN_RULES } from './content/dreizehn';
import { SEVENSINS_RULES } from './content/sevensins';
import { SIEGEL_RULES } from './content/siegel';
import type { RulesDoc } from './types';

export const RULES: Record<GameId, Record<Language, RulesDoc>> = {
  siegel: SIEGEL_RULES,
  dreizehn: DREIZEHN_RULES,
  sevensins: SEVENSINS_RULES,
  abyss: ABYSS_RULES,
};

export function rulesDoc(game: GameId, language: Language): RulesDoc {
  return RULES[game][language];
}
