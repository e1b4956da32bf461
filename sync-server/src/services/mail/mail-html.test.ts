import { describe, expect, it } from 'vitest';
import { mailBlocks, mailHtml } from './mail-html';

/** How a mail's text becomes its HTML half (mail-html.tsx). */
describe('mailBlocks', () => {
  it('reads paragraphs, the order table, a labelled link as a button and a stop link quietly', () => {
    const text = [
      'Hi Maya,',
      '',
      'Thank you for your order!',
      'Here is what we are baking:',
      '',
      '  2 x Focaccia (Pesto Onion)  $28.00',
      '  4 x Raspberry Scone  $16.50',
      '',
      'See, move or cancel your order: https://bakery.example/orders/1?t=abc',
      'Stop these e-mails: https://bakery.example/unsubscribe?token=x',
      '',
      'Open this link to say yes:',
      'https://bakery.example/subscribe/confirm?token=y',
      'Questions? Write to hello@bakery.example or see https://bakery.example/about.',
    ].join('\n');
    expect(mailBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['Hi Maya,'] },
      { kind: 'paragraph', lines: ['Thank you for your order!', 'Here is what we are baking:'] },
      {
        kind: 'items',
        rows: [
          { name: '2 x Focaccia (Pesto Onion)', price: '$28.00' },
          { name: '4 x Raspberry Scone', price: '$16.50' },
        ],
      },
      { kind: 'action', label: 'See, move or cancel your order', url: 'https://bakery.example/orders/1?t=abc' },
      { kind: 'quiet-link', label: 'Stop these e-mails', url: 'https://bakery.example/unsubscribe?token=x' },
      { kind: 'action', label: 'Open this link to say yes', url: 'https://bakery.example/subscribe/confirm?token=y' },
      { kind: 'paragraph', lines: ['Questions? Write to hello@bakery.example or see https://bakery.example/about.'] },
    ]);
  });

  it('keeps the sentences before a link as text, and names the link by its own sentence', () => {
    expect(
      mailBlocks(
        'Bridger Gluten-Free Bakery, Bozeman, MT\nYou get this because you asked. Stop these e-mails: https://b.example/u',
      ),
    ).toEqual([
      { kind: 'paragraph', lines: ['Bridger Gluten-Free Bakery, Bozeman, MT', 'You get this because you asked.'] },
      { kind: 'quiet-link', label: 'Stop these e-mails', url: 'https://b.example/u' },
    ]);
  });

  it('keeps "From:" and "Subject:" lines of a message as text', () => {
    expect(mailBlocks('From: a@b.example\nSubject: Cake')).toEqual([
      { kind: 'paragraph', lines: ['From: a@b.example', 'Subject: Cake'] },
    ]);
  });
});

describe('mailHtml', () => {
  it("is a page in the bakery's look whose links and pictures are on PUBLIC_URL", async () => {
    const html = await mailHtml(
      { subject: 'Your order', text: 'Hi,\n\nSee your order: https://bakery.example/orders/1?t=abc' },
      'https://bakery.example',
    );
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<title>Your order</title>');
    expect(html).toContain('href="https://bakery.example/orders/1?t=abc"');
    expect(html).toContain('src="https://bakery.example/pwa-192x192.png"');
    for (const [, url] of html.matchAll(/(?:href|src)="([^"]+)"/g)) expect(url).toMatch(/^https:\/\/bakery\.example\//);
  });

  it('shows what a customer typed as text: nothing in it becomes markup', async () => {
    const html = await mailHtml(
      { subject: 'x', text: 'Hi <img src=x onerror=alert(1)>,\n\n  1 x <b>Bread</b>  $5.00' },
      'https://bakery.example',
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Bread</b>');
    expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
  });
});
