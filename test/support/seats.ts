/** Seat configurations as tables, records and snapshots name them. */
import type { SeatConfig } from '../../src/shared/protocol';

/** A person's seat. */
export const human = (name: string): SeatConfig => ({ name, kind: 'human' });

/** A bot's seat at a level. */
export const bot = (name: string, level: string): SeatConfig => ({ name, kind: 'bot', level });

/** `n` bots named `Bot 0`, `Bot 1`, …, all at one level. */
export const bots = (n: number, level = 'random'): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => bot(`Bot ${i}`, level));
