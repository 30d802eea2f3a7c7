// A module hook for the end-to-end tests' Node (registered by playwright.config.ts): a JSON file
// imported without `with { type: 'json' }` loads as JSON, as the bundler and Vitest load it. The
// host runs inside the tests (support/real-host.ts) and the lesson support words the coach's
// messages, so src/shared/i18n/catalog.ts and its message files load here too.
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const attributes = context.importAttributes ?? {};
  if (result.url.endsWith('.json') && Object.keys(attributes).length === 0)
    return { ...result, importAttributes: { type: 'json' } };
  return result;
}
