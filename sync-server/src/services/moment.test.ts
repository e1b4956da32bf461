import { describe, expect, it } from 'vitest';
import { subscriberOfToken, tokenOpens, type LinkPurpose } from './links';
import { momentOf } from './moment';

const deps = {
  config: { bakeryTimeZone: 'America/Denver', publicUrl: 'https://bakery.example', ownerEmail: 'owner@bakery.test' },
  orderLinkKey: 'the-key-of-customers-links',
  subscriberLinkKey: 'the-key-of-subscribers-links',
};
const now = new Date('2026-12-04T21:00:00.000Z');
const moment = momentOf(deps, now);
const id = '3f2b9c1e-0000-4000-8000-000000000000';
const keyOf = (link: string, name = 't') => new URL(link, deps.config.publicUrl).searchParams.get(name) ?? '';

describe('the moment of a call or a job (services/moment.ts)', () => {
  it('is the time and the bakery’s zone and owner', () => {
    expect(moment).toMatchObject({ now, timeZone: 'America/Denver', ownerEmail: 'owner@bakery.test' });
  });

  // Two keys were once both called `linkKey`: each link must be signed with the one its check reads.
  it.each<[string, string, LinkPurpose]>([
    ['her order page', moment.links.orderUrl(id), 'order'],
    ['her standing order', moment.links.standingUrl(id), 'standing'],
    ['a loaf’s offer', moment.links.offerUrl('product', id), 'waitlist'],
    ['a place’s way out', moment.links.leaveUrl('place', id), 'waitlist'],
  ])('signs %s with the key of customers’ links', (_name, link, purpose) => {
    expect(tokenOpens(moment.orderLinkKey, purpose, id, keyOf(link))).toBe(true);
    expect(tokenOpens(moment.subscriberLinkKey, purpose, id, keyOf(link))).toBe(false);
  });

  it('signs a subscriber’s links with the key of subscribers’ links', () => {
    const confirm = keyOf(moment.links.confirmUrl(id, 'nonce-1'), 'token');
    const unsubscribe = keyOf(moment.links.unsubscribeUrl(id), 'token');
    expect(subscriberOfToken(moment.subscriberLinkKey, 'confirm', confirm, 'nonce-1')).toBe(id);
    expect(subscriberOfToken(moment.subscriberLinkKey, 'unsubscribe', unsubscribe)).toBe(id);
    expect(subscriberOfToken(moment.orderLinkKey, 'unsubscribe', unsubscribe)).toBeNull();
  });

  it('links the shop’s own address, whatever slash PUBLIC_URL ends with', () => {
    const slashed = momentOf({ ...deps, config: { ...deps.config, publicUrl: 'https://bakery.example/' } }, now);
    expect(slashed.links.url('/admin-standing')).toBe('https://bakery.example/admin-standing');
    expect(slashed.links.orderUrl(id)).toBe(moment.links.orderUrl(id));
  });
});
