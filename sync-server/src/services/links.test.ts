import { describe, expect, it } from 'vitest';
import {
  linksOf,
  linkToken,
  subscriberIdOf,
  subscriberOfToken,
  subscriberToken,
  tokenOpens,
  type LinkPurpose,
} from './links';

const key = 'a-key-for-tests';
const subscriberKey = 'a-subscriber-key';
const id = '3f2b9c1e-0000-4000-8000-000000000000';
const links = linksOf({ publicUrl: 'https://bakery.example/', orderLinkKey: key, subscriberLinkKey: subscriberKey });

describe('the links already sent keep working', () => {
  // Made by the code before the links had one module (services/order-links.ts,
  // notices/subscriber-links.ts, the waitlist's own builders): e-mails in inboxes carry these.
  it.each([
    ['her order page', links.orderPath(id), `/orders/${id}?t=z_Y7kg7xAB7BZU-j5jVLvTKwOLbuuP1_`],
    [
      'her order page, whole',
      links.orderUrl(id),
      `https://bakery.example/orders/${id}?t=z_Y7kg7xAB7BZU-j5jVLvTKwOLbuuP1_`,
    ],
    ['her standing order', links.standingPath(id), `/standing/${id}?t=jvwBd9Wj2k9HLpkKZWs2MQ8TUfRo-ysW`],
    [
      'a loaf’s offer',
      links.offerUrl('product', id),
      `https://bakery.example/?offer=${id}&t=FAjqfj1uANadsLBsy6Owxjahnb60oQcC`,
    ],
    [
      'a loaf’s line, left',
      links.leaveUrl('product', id),
      `https://bakery.example/?leave-line=${id}&t=FAjqfj1uANadsLBsy6Owxjahnb60oQcC`,
    ],
    ['a place’s offer', links.offerPath('place', id), `/?place-offer=${id}&t=FAjqfj1uANadsLBsy6Owxjahnb60oQcC`],
    [
      'a place’s line, left',
      links.leaveUrl('place', id),
      `https://bakery.example/?leave-place=${id}&t=FAjqfj1uANadsLBsy6Owxjahnb60oQcC`,
    ],
    [
      'a subscriber’s confirm',
      links.confirmUrl(id, 'nonce-1'),
      `https://bakery.example/subscribe/confirm?token=${id}.QBc3dUl9_K4epgXddR2PcWs5YfW5QGxU`,
    ],
    [
      'a subscriber’s unsubscribe',
      links.unsubscribeUrl(id),
      `https://bakery.example/unsubscribe?token=${id}.8OFDWxYb7y9sVOOuKDaWgPY6W5kKQupJ`,
    ],
  ])('%s', (_name, made, sent) => {
    expect(made).toBe(sent);
  });

  it('and their one-click headers', () => {
    const oneClick = { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    expect(links.leaveHeaders('product', id)).toEqual({
      'List-Unsubscribe': `<https://bakery.example/api/waitlist/${id}/leave?t=FAjqfj1uANadsLBsy6Owxjahnb60oQcC>`,
      ...oneClick,
    });
    expect(links.leaveHeaders('place', id)).toEqual({
      'List-Unsubscribe': `<https://bakery.example/api/waitlist/places/${id}/leave?t=FAjqfj1uANadsLBsy6Owxjahnb60oQcC>`,
      ...oneClick,
    });
    expect(links.unsubscribeHeaders(id)).toEqual({
      'List-Unsubscribe': `<https://bakery.example/api/subscribers/unsubscribe?token=${id}.8OFDWxYb7y9sVOOuKDaWgPY6W5kKQupJ>`,
      ...oneClick,
    });
  });
});

describe("a link's key opens that link only", () => {
  const purposes: LinkPurpose[] = ['order', 'standing', 'waitlist', 'subscriber-confirm', 'subscriber-unsubscribe'];

  it.each(purposes)('%s: its own key, and no other purpose’s', (purpose) => {
    const token = linkToken(key, purpose, id);
    expect(tokenOpens(key, purpose, id, token)).toBe(true);
    for (const other of purposes.filter((each) => each !== purpose)) {
      expect(tokenOpens(key, other, id, token)).toBe(false);
    }
  });

  it.each([
    ['another key', linkToken('another-key', 'order', id)],
    ['another id', linkToken(key, 'order', '3f2b9c1e-0000-4000-8000-000000000001')],
    ['part of it', linkToken(key, 'order', id).slice(0, -3)],
    ['nothing', ''],
  ])('refuses %s', (_name, token) => {
    expect(tokenOpens(key, 'order', id, token)).toBe(false);
  });

  it('a confirm token opens only with the nonce of the request it answers', () => {
    const token = subscriberToken(subscriberKey, 'confirm', id, 'nonce-1');
    expect(subscriberIdOf(token)).toBe(id);
    expect(subscriberOfToken(subscriberKey, 'confirm', token, 'nonce-1')).toBe(id);
    expect(subscriberOfToken(subscriberKey, 'confirm', token, 'nonce-2')).toBeNull();
    expect(subscriberOfToken(subscriberKey, 'unsubscribe', token)).toBeNull();
    expect(subscriberOfToken(key, 'confirm', token, 'nonce-1')).toBeNull();
    expect(subscriberIdOf('not-an-id.key')).toBeNull();
  });
});
