/**
 * `?seed=…&dealer=N` in the page address makes the next table reproducible: the same deals,
 * chance and bot choices. Bug reports and end-to-end tests use it; the menu never shows it.
 */
export function tableFromAddress(search: string): { seed?: string; firstDealer?: number } {
  const params = new URLSearchParams(search);
  const out: { seed?: string; firstDealer?: number } = {};
  const seed = params.get('seed');
  if (seed && /^[\w-]{1,64}$/.test(seed)) out.seed = seed;
  const dealer = Number(params.get('dealer') ?? NaN);
  if (Number.isInteger(dealer) && dealer >= 0 && dealer <= 6) out.firstDealer = dealer;
  return out;
}
