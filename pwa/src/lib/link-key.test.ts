import { describe, expect, it } from 'vitest';
import { linkKeyIn, orderPagePath } from './link-key';

describe("a link's key (lib/link-key.ts)", () => {
  it('is read from the address it was opened with, by its name', () => {
    const params = new URLSearchParams('offer=3f2b9c1e&t=z_Y7kg7xAB7BZU-j5jVLvTKwOLbuuP1_');
    expect(linkKeyIn(params)).toBe('z_Y7kg7xAB7BZU-j5jVLvTKwOLbuuP1_');
    expect(linkKeyIn(new URLSearchParams('token=3f2b9c1e.8OFDWxYb'), 'token')).toBe('3f2b9c1e.8OFDWxYb');
  });

  it('is empty when the address has none', () => {
    expect(linkKeyIn(new URLSearchParams('offer=3f2b9c1e'))).toBe('');
    expect(linkKeyIn(new URLSearchParams('t=abc'), 'token')).toBe('');
  });

  it.each([
    ['a key the bakery signs (base64url)', 'z_Y7kg7xAB7BZU-j5jVLvTKwOLbuuP1_'],
    ['a key with what a query changes', 'a+b/c=d&e f'],
  ])('goes back on her order page as it came: %s', (_name, key) => {
    const page = orderPagePath('3f2b9c1e-0000-4000-8000-000000000000', key);
    const opened = new URL(page, 'https://bakery.example');
    expect(opened.pathname).toBe('/orders/3f2b9c1e-0000-4000-8000-000000000000');
    expect(linkKeyIn(opened.searchParams)).toBe(key);
  });
});
