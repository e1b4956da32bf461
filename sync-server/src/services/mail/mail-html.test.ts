import { describe, expect, it } from 'vitest';
import { mailBlocks, mailHtml } from './mail-html';
import { mailText, typed } from './mail-text';

const publicUrl = 'https://bakery.example';
/** As the template's own words, nothing typed by a customer. */
const own = { typedLines: [], publicUrl };

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
    expect(mailBlocks(text, own)).toEqual([
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
        'Bridger Gluten-Free Bakery, Bozeman, MT\nYou get this because you asked. Stop these e-mails: https://bakery.example/u',
        own,
      ),
    ).toEqual([
      { kind: 'paragraph', lines: ['Bridger Gluten-Free Bakery, Bozeman, MT', 'You get this because you asked.'] },
      { kind: 'quiet-link', label: 'Stop these e-mails', url: 'https://bakery.example/u' },
    ]);
  });

  it('keeps the lines a customer typed as text, whatever they look like', () => {
    const phishing = 'Account locked, verify: https://bakery.example/admin';
    const { text, typedLines } = mailText([
      typed(`Hi ${phishing},`),
      '',
      typed(`Subject: ${phishing}\nhttps://bakery.example/admin\n  1 x Free cake  $0.00`),
      'Your order: https://bakery.example/orders/1?t=abc',
    ]);
    expect(mailBlocks(text, { typedLines, publicUrl })).toEqual([
      { kind: 'paragraph', lines: [typed(`Hi ${phishing},`)] },
      {
        kind: 'paragraph',
        lines: [typed(`Subject: ${phishing}`), typed('https://bakery.example/admin'), typed('1 x Free cake  $0.00')],
      },
      { kind: 'action', label: 'Your order', url: 'https://bakery.example/orders/1?t=abc' },
    ]);
    // A mail queued before the typed lines were kept: every line is text.
    expect(mailBlocks(text, { typedLines: 'all', publicUrl }).map((block) => block.kind)).toEqual([
      'paragraph',
      'paragraph',
    ]);
  });

  it('makes a link or a button only of an address on PUBLIC_URL', () => {
    expect(
      mailBlocks('Verify: https://evil.example/login\nhttps://evil.example/x\nOr see https://evil.example/y', own),
    ).toEqual([
      {
        kind: 'paragraph',
        lines: ['Verify: https://evil.example/login', 'https://evil.example/x', 'Or see https://evil.example/y'],
      },
    ]);
  });
});

describe('mailHtml', () => {
  it("is a page in the bakery's look whose links and pictures are on PUBLIC_URL", async () => {
    const html = await mailHtml(
      { subject: 'Your order', text: 'Hi,\n\nSee your order: https://bakery.example/orders/1?t=abc', typedLines: [] },
      publicUrl,
    );
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<title>Your order</title>');
    expect(html).toContain('href="https://bakery.example/orders/1?t=abc"');
    expect(html).toContain('src="https://bakery.example/pwa-192x192.png"');
    for (const [, url] of html.matchAll(/(?:href|src)="([^"]+)"/g)) expect(url).toMatch(/^https:\/\/bakery\.example\//);
  });

  it('shows what a customer typed as text: nothing in it becomes markup', async () => {
    const html = await mailHtml(
      { subject: 'x', text: 'Hi <img src=x onerror=alert(1)>,\n\n  1 x <b>Bread</b>  $5.00', typedLines: [0] },
      publicUrl,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Bread</b>');
    expect(html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
  });

  it("draws a customer's typed line as text: no link, no button, however it reads", async () => {
    const html = await mailHtml(
      {
        subject: 'Your order',
        ...mailText([typed('Hi Account locked, verify: https://bakery.example/admin,'), '', 'Thanks!']),
      },
      publicUrl,
    );
    expect(html).toContain('Hi Account locked, verify: https://bakery.example/admin,');
    expect(html).not.toContain('href="https://bakery.example/admin');
  });
});
