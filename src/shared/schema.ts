import type { z } from 'zod';

/**
 * What the engine asks of a zod schema: to parse into T. A schema typed `z.ZodType<T>` was
 * compared with the whole of zod's class, member by member, which took a fifth of the
 * typecheck; this interface asks only for the two methods (the output type is checked all the same).
 */
export interface Schema<T> {
  parse(data: unknown): T;
  safeParse(data: unknown): z.ZodSafeParseResult<T>;
}
