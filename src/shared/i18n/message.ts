/**
 * A message: what the app says to a person, as a key into the message files
 * (src/shared/messages/<language>/<namespace>.json) and its parameters. The host never sends a
 * sentence: it sends a Message, and each screen words it in its person's language. A parameter
 * may itself be a message ("You must follow {colour}." with `colour` the key of "blue"), so a
 * sentence and the words in it are translated alike.
 */
import { z } from 'zod';
import type { MessageKey } from './catalog';

export type MessageParam = string | number | Message;
export type MessageParams = Readonly<Record<string, MessageParam>>;

export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** A message of `key` with `params` (the one way code names a text for a person). */
export function msg(key: MessageKey, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

/** Whether a parameter is a nested message. */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** Bounds of a message on the wire (a key is short; a few parameters, nested at most twice). */
export const MESSAGE_LIMITS = { key: 80, params: 12, text: 400, depth: 3 } as const;

const keySchema = z
  .string()
  .min(1)
  .max(MESSAGE_LIMITS.key)
  .regex(/^[\w-]+(\.[\w-]+)+$/);

function messageSchemaAt(depth: number): z.ZodType<Message> {
  const param: z.ZodType<MessageParam> =
    depth <= 1
      ? z.union([z.string().max(MESSAGE_LIMITS.text), z.number().finite()])
      : z.union([
          z.string().max(MESSAGE_LIMITS.text),
          z.number().finite(),
          z.lazy(() => messageSchemaAt(depth - 1)),
        ]);
  return z.object({
    key: keySchema,
    params: z
      .record(z.string().max(32), param)
      .refine((p) => Object.keys(p).length <= MESSAGE_LIMITS.params, 'too-many-parameters')
      .optional(),
  }) as unknown as z.ZodType<Message>;
}

/** A message as it travels (the key's existence is checked where it is worded: an unknown key shows as itself). */
export const messageSchema = messageSchemaAt(MESSAGE_LIMITS.depth);
