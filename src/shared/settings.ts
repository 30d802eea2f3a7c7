/** Player settings: one schema for electron-store (app) and the JSON file (headless host). */
import { z } from 'zod';

export const LANGUAGES = ['de', 'en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES).default('de'),
  volume: z.number().min(0).max(1).default(0.7),
  muted: z.boolean().default(false),
  animationSpeed: z.enum(SPEEDS).default('normal'),
  botSpeed: z.enum(SPEEDS).default('normal'),
  reducedMotion: z.boolean().default(false),
  playerName: z.string().trim().min(1).max(24).default('Spieler'),
  colorBlind: z.boolean().default(false),
});

export type Settings = z.infer<typeof settingsSchema>;

/** A partial update; unknown keys are refused so typos surface. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

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
