/**
 * The one rule for every name a person types: the player name (settings), the seats' names, LAN
 * guests, challenge participants, the host's table name and the statistics' players. The host
 * applies it to what arrives (`checkName`: refused with a keyed reason the renderer says in the
 * person's language); whatever was stored before the rule goes through `cleanName` when it is read,
 * shown or exported, which never refuses, so an old file stays readable.
 *
 * The rule: Unicode NFC; any whitespace (tabs, line breaks, NBSP, ideographic space …) becomes
 * one space, runs collapse and the ends are trimmed; control characters (C0, C1, DEL), format
 * characters (bidi embeddings, overrides, isolates and marks, zero-width characters, the BOM,
 * soft hyphens, tags) and lone surrogates are dropped; every letter and mark of every script
 * stays. `checkName` refuses outright what only a trick needs (bidi controls, non-space control
 * characters), and drops the rest (a zero-width space pasted along is no reason to refuse).
 *
 * Look-alikes: two names whose `nameKey` (NFKC + case folding) agree are the same name at one
 * table or challenge ("Eve" and "ＥＶＥ"); `suggestName` offers "Eve 2".
 */
import { msg, type Message } from './i18n/message';

/** The longest name, in code points after the rule (as the 24 characters of the old schema). */
export const NAME_MAX = 24;
/** The host's own names (a table, a challenge: "Anna's table 2"). */
export const TABLE_NAME_MAX = 40;
/** What a typed name may be before the rule: room for what it drops, a bound on the work. */
export const NAME_INPUT_MAX = 96;
/** What stands for a stored name that the rule leaves empty (old data stays readable). */
export const NO_NAME = '?';

/** Why a typed name is refused (the `refused` message's rule; the renderer words it). */
export type NameRule = 'name-empty' | 'name-long' | 'name-control' | 'name-bidi' | 'name-taken';

/** Bidi embeddings, overrides, isolates and the direction marks (LRM, RLM, ALM). */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Control characters that are not whitespace (C0, DEL, C1 but for NEL). */
const CONTROL = /(?![\t\n\v\f\r\u0085])\p{Cc}/u;
/** Everything the rule drops: controls, format characters (Cf: bidi, zero-width, BOM, …), lone surrogates. */
const DROPPED = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
/** Whitespace of every kind (JavaScript's \s is Unicode White_Space, plus NEL), but not the BOM. */
const SPACE = /(?:(?!\uFEFF)\s|\u0085)+/gu;

/** One pass: NFC, spaces made one, the dropped characters gone, trimmed, cut to `max`. */
function clean1(text: string, max: number): string {
  const s = text
    .normalize('NFC')
    .replace(SPACE, ' ')
    .replace(DROPPED, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .normalize('NFC');
  const points = Array.from(s);
  return points.length > max ? points.slice(0, max).join('').trim() : s;
}

/**
 * The rule applied without refusing (stored names, anything shown or exported): the clean name,
 * at most `max` code points; '' when nothing is left. Idempotent.
 */
export function cleanName(raw: string, max: number = NAME_MAX): string {
  let s = clean1(typeof raw === 'string' ? raw : '', max);
  // Dropping or cutting can let NFC compose anew; a few passes reach the fixed point.
  for (let i = 0; i < 4; i++) {
    const next = clean1(s, max);
    if (next === s) break;
    s = next;
  }
  return s;
}

/** A stored name as it is shown: clean, and never empty. */
export function shownName(raw: unknown, max: number = NAME_MAX): string {
  return (typeof raw === 'string' ? cleanName(raw, max) : '') || NO_NAME;
}

/** How long a name is under the rule (code points). */
export function nameLength(name: string): number {
  return Array.from(name).length;
}

/** A refused name: the rule, the reason (a message), and for a look-alike a free name. */
export interface NameRefusal {
  ok: false;
  rule: NameRule;
  reason: Message;
  suggestion?: string;
}
export type NameCheck = { ok: true; name: string } | NameRefusal;

/** A name a person typed: the clean name, or why it is refused (`rule`, and the reason as a message). */
export function checkName(raw: string, max: number = NAME_MAX): NameCheck {
  if (BIDI.test(raw)) return { ok: false, rule: 'name-bidi', reason: msg('app.name.bidi') };
  if (CONTROL.test(raw)) return { ok: false, rule: 'name-control', reason: msg('app.name.control') };
  const name = cleanName(raw, Number.MAX_SAFE_INTEGER);
  if (!name) return { ok: false, rule: 'name-empty', reason: msg('app.name.empty') };
  if (nameLength(name) > max) return { ok: false, rule: 'name-long', reason: msg('app.name.long', { max }) };
  return { ok: true, name };
}

/**
 * What two names are compared by: the clean name, compatibility-normalised (NFKC: full-width
 * letters, ligatures, superscripts) and case-folded (upper then lower case: ß and SS, ς and σ).
 */
export function nameKey(name: string): string {
  return cleanName(name, Number.MAX_SAFE_INTEGER)
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}

/** A name like `name` that none of `taken` looks like: "Eve 2", "Eve 3", … within `max`. */
export function suggestName(name: string, taken: Iterable<string>, max: number = NAME_MAX): string {
  const keys = new Set([...taken].map(nameKey));
  const base = cleanName(name, max) || NO_NAME;
  if (!keys.has(nameKey(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = cleanName(base, max - suffix.length) + suffix;
    if (!keys.has(nameKey(candidate))) return candidate;
  }
}

/**
 * A typed name checked against the names already there: the clean name, or the refusal (a
 * look-alike comes with a free name to suggest).
 */
export function checkNewName(raw: string, taken: Iterable<string>, max: number = NAME_MAX): NameCheck {
  const checked = checkName(raw, max);
  if (!checked.ok) return checked;
  const list = [...taken];
  const key = nameKey(checked.name);
  if (!list.some((t) => nameKey(t) === key)) return checked;
  const suggestion = suggestName(checked.name, list, max);
  return {
    ok: false,
    rule: 'name-taken',
    reason: msg('app.name.taken', { name: checked.name, suggestion }),
    suggestion,
  };
}

/** Whether the rule's result holds none of the characters it drops (for tests and assertions). */
export function isCleanName(name: string): boolean {
  return !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(name) && !/\s\s/u.test(name) && name === name.trim();
}

/**
 * A table's seats as typed: every name under the rule, people's names distinct (a look-alike is
 * refused with a suggestion: the statistics would take two people for one), bots' only cleaned.
 * Seats without a name (an open seat, a bot left to its default) pass as they are.
 */
export function checkSeatNames<S extends { kind: string; name?: string | undefined }>(
  seats: readonly S[],
): { ok: true; seats: S[] } | NameRefusal {
  const out: S[] = [];
  const people: string[] = [];
  for (const seat of seats) {
    if (seat.name === undefined) {
      out.push(seat);
      continue;
    }
    const person = seat.kind !== 'bot';
    const checked = person ? checkNewName(seat.name, people) : checkName(seat.name);
    if (!checked.ok) return checked;
    if (person) people.push(checked.name);
    out.push({ ...seat, name: checked.name });
  }
  return { ok: true, seats: out };
}
