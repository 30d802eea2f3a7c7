/** Player settings: one schema for electron-store (app) and the JSON file (headless host). */
import { z } from 'zod';
import { LANGUAGES, type Language } from './i18n/languages';
import { cleanName, NAME_INPUT_MAX } from './names';

/** A name as typed (see protocol.ts's nameInputSchema: the host checks it by the name rule). */
const nameInputSchema = z.string().max(NAME_INPUT_MAX);

export { LANGUAGES, type Language } from './i18n/languages';
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The fields without defaults: a patch must never fill in (and so reset) what it leaves out. */
const settingsFields = {
  language: z.enum(LANGUAGES),
  volume: z.number().min(0).max(1),
  muted: z.boolean(),
  animationSpeed: z.enum(SPEEDS),
  botSpeed: z.enum(SPEEDS),
  reducedMotion: z.boolean(),
  /** As typed: the host applies the name rule (shared/names.ts) and refuses with a keyed reason. */
  playerName: nameInputSchema,
  colorBlind: z.boolean(),
  /** LAN: seconds a dropped guest's seat waits before a bot plays it until they return (0: never). */
  awayBotSeconds: z.number().int().min(0).max(600),
  /** The live coach: a quiet mark on each clear mistake at a table against bots (shared/coach.ts). */
  coach: z.boolean(),
};

export const settingsSchema = z.object({
  language: settingsFields.language.default('de'),
  volume: settingsFields.volume.default(0.7),
  muted: settingsFields.muted.default(false),
  animationSpeed: settingsFields.animationSpeed.default('normal'),
  botSpeed: settingsFields.botSpeed.default('normal'),
  reducedMotion: settingsFields.reducedMotion.default(false),
  // A stored name is cleaned by the name rule as it is read (an old one stays readable).
  playerName: z
    .string()
    .transform((name) => cleanName(name))
    .pipe(z.string().min(1))
    .default('Spieler'),
  colorBlind: settingsFields.colorBlind.default(false),
  awayBotSeconds: settingsFields.awayBotSeconds.default(60),
  coach: settingsFields.coach.default(false),
});

export type Settings = z.infer<typeof settingsSchema>;

/** A partial update; unknown keys are refused so typos surface. */
export const settingsPatchSchema = z.object(settingsFields).partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** The player's name until the person sets one: the word of the interface's language. */
export const DEFAULT_PLAYER_NAMES: Readonly<Record<Language, string>> = {
  de: 'Spieler',
  en: 'Player',
  nl: 'Speler',
};

/** A guest's name when the field is left empty, in the guest's language. */
export const DEFAULT_GUEST_NAMES: Readonly<Record<Language, string>> = {
  de: 'Gast',
  en: 'Guest',
  nl: 'Gast',
};

/** Whether a name is a language's default word (not one the person chose). */
export function isDefaultPlayerName(name: string): boolean {
  return Object.values(DEFAULT_PLAYER_NAMES).includes(name);
}

/**
 * The settings with a default name in the interface's language: a name the person never set
 * follows the language ("Spieler" becomes "Player" in English); a chosen one stays.
 */
export function withLanguageName(settings: Settings): Settings {
  if (!isDefaultPlayerName(settings.playerName)) return settings;
  const name = DEFAULT_PLAYER_NAMES[settings.language];
  return name === settings.playerName ? settings : { ...settings, playerName: name };
}

/** Reads stored settings leniently: a bad or missing field falls back to its default. */
export function readSettings(stored: unknown): Settings {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(settingsSchema.shape) as (keyof Settings)[]) {
    const field = settingsSchema.shape[key].safeParse(source[key]);
    out[key] = field.success ? field.data : DEFAULT_SETTINGS[key];
  }
  return out as Settings;
}

/** Milliseconds a "normal" duration takes at each speed setting. */
export function speedFactor(speed: Speed): number {
  return { slow: 1.6, normal: 1, fast: 0.5, instant: 0 }[speed];
}
