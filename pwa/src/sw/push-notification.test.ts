import { describe, expect, it } from 'vitest';
import { notificationOf, targetOf } from './push-notification';

const origin = 'https://bridgerglutenfree.com';

describe('what a push shows', () => {
  it('shows the title, line and target of the payload', () => {
    expect(
      notificationOf(
        { title: 'Order #1001 is ready', body: 'Friday 3 PM', url: '/orders/x?t=k', tag: 'order-1001' },
        origin,
      ),
    ).toEqual({
      title: 'Order #1001 is ready',
      options: {
        body: 'Friday 3 PM',
        tag: 'order-1001',
        icon: '/pwa-192x192.png',
        badge: '/pwa-64x64.png',
        data: { url: '/orders/x?t=k' },
      },
    });
  });

  it.each([null, 'plain words', 42, { title: 5 }])('shows the bakery for an unreadable payload: %j', (data) => {
    const shown = notificationOf(data, origin);
    expect(shown.title).toBe('Bridger Gluten-Free Bakery');
    expect(shown.options.data.url).toBe('/');
  });
});

describe('where a tap goes', () => {
  it.each([
    ['/orders/abc?t=key', '/orders/abc?t=key'],
    ['/admin-orders', '/admin-orders'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'], // a backslash is a slash in a URL: //evil.example
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
  ])('%s opens %s', (url, expected) => {
    expect(targetOf(url, origin)).toBe(expected);
  });
});
