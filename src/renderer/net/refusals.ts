/**
 * The host's refusals in the person's language: a name the name rule refused (shared/names.ts)
 * and a limit that turned a guest away (shared/limits.ts) are said by their rule; any other
 * refusal shows the host's own reason, a message worded here.
 */
import { LIMIT_RULES, type LimitRule } from '../../shared/limits';
import { LANGUAGES, type Language } from '../../shared/settings';
import type { I18n } from '../i18n';
import type { MessageKey } from '../../shared/i18n/catalog';
import { words } from '../../shared/i18n/format';
import type { Message } from '../../shared/i18n/message';
import type { CardRefusal } from '../../shared/types';

const NAME_KEYS: Record<string, MessageKey> = {
  'name-empty': 'app.name.empty',
  'name-long': 'app.name.long',
  'name-control': 'app.name.control',
  'name-bidi': 'app.name.bidi',
  'name-taken': 'app.name.taken',
};

export function isLimitRule(rule: string): rule is LimitRule {
  return (LIMIT_RULES as readonly string[]).includes(rule);
}

/** What to tell the person about a refusal. */
export function refusalText(i18n: I18n, e: { rule: string; reason: Message; suggestion?: string }): string {
  const key = NAME_KEYS[e.rule];
  if (key) return i18n.t(key, { suggestion: e.suggestion ?? '' });
  if (isLimitRule(e.rule)) return i18n.t(`app.limit.${e.rule}`);
  return i18n.t('app.toast.refused', { reason: words(i18n.language, e.reason) });
}

/** Why a hand card may not be played, as the host said it (empty when it may). */
export function cardRefusalText(lang: Language, refusal: CardRefusal | undefined): string {
  return refusal ? words(lang, refusal.reason) : '';
}

/** The browser's language among ours (a guest the host has not greeted yet); English otherwise. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lang = tag.toLowerCase().split('-')[0];
    const ours = LANGUAGES.find((l) => l === lang);
    if (ours) return ours;
  }
  return 'en';
}
