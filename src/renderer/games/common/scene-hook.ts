/**
 * The test hook of a table scene: `window.__<game>`, its facts (see shared/scene-facts) as
 * getters read when a test asks, and `cardPoint` (where a click lands on a card of the hand).
 * One scene owns it at a time; a scene being destroyed removes only its own.
 */
type HookWindow = Record<string, { owner?: unknown } | undefined>;

/** Publishes the hook unless `owner`'s is already there. */
export function publishSceneHook(
  game: string,
  owner: object,
  facts: Record<string, () => unknown>,
  cardPoint: (code: string) => { x: number; y: number } | null,
): void {
  const w = window as unknown as HookWindow;
  if (w[`__${game}`]?.owner === owner) return;
  const hook: { owner: unknown } = { owner };
  for (const [name, read] of Object.entries(facts))
    Object.defineProperty(hook, name, { get: read, enumerable: true });
  Object.defineProperty(hook, 'cardPoint', { enumerable: false, value: cardPoint });
  w[`__${game}`] = hook;
}

/** Removes the hook if `owner` published it. */
export function dropSceneHook(game: string, owner: object): void {
  const w = window as unknown as HookWindow;
  if (w[`__${game}`]?.owner === owner) delete w[`__${game}`];
}
