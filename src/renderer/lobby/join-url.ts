/** What a typed LAN address means (pure, so it is unit-tested without a screen). */

/** A typed address as a page address (`192.168.1.5:47800` → `http://192.168.1.5:47800/`), or null. */
export function joinUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  try {
    if (/\s/.test(text)) return null;
    const url = new URL(text.includes('://') ? text : `http://${text}`);
    if (url.protocol !== 'http:' || url.username || url.password) return null;
    // A name or an IPv4 address on the network (the browser would percent-encode anything else).
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(url.hostname)) return null;
    return `http://${url.host}/`;
  } catch {
    return null;
  }
}
