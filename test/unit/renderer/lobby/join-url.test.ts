/** A typed LAN address on the Join screen. */
import { describe, expect, it } from 'vitest';
import { joinUrl } from '../../../../src/renderer/lobby/join-url';

describe('join addresses', () => {
  it('a typed address becomes a page address, or is refused', () => {
    expect(joinUrl(' 192.168.1.5:47800 ')).toBe('http://192.168.1.5:47800/');
    expect(joinUrl('spielbox:47800')).toBe('http://spielbox:47800/');
    for (const bad of ['', 'not an address', 'ftp://10.0.0.1/', 'http://a b/'])
      expect(joinUrl(bad), bad).toBeNull();
  });
});
