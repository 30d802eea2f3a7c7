/** The LAN guest window (src/main/desktop/guest-window.ts) opens only addresses on the local network. */
import { describe, expect, it } from 'vitest';
import { lanGuestUrl } from '../../../../src/main/desktop/guest-window';

describe('addresses', () => {
  it('a guest window opens only plain http addresses on the local network', () => {
    expect(lanGuestUrl('192.168.1.5:47800')).toBe('http://192.168.1.5:47800/');
    expect(lanGuestUrl('http://10.1.2.3:47800/lobby?x=1')).toBe('http://10.1.2.3:47800/');
    // The chosen table goes along; anything else in the fragment does not.
    expect(lanGuestUrl('http://10.1.2.3:47800/#table=20261127T0400Z-ab12')).toBe(
      'http://10.1.2.3:47800/#table=20261127T0400Z-ab12',
    );
    expect(lanGuestUrl('http://10.1.2.3:47800/#table=x"><script>')).toBe('http://10.1.2.3:47800/');
    expect(lanGuestUrl('http://spielbox.local:47800')).toBe('http://spielbox.local:47800/');
    expect(lanGuestUrl('http://172.16.0.1')).toBe('http://172.16.0.1/');
    for (const bad of [
      'https://10.0.0.1/',
      'http://8.8.8.8/',
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://user:pw@10.0.0.1/',
      'http://172.32.0.1/',
      42,
    ]) {
      expect(lanGuestUrl(bad), String(bad)).toBeNull();
    }
  });
});
