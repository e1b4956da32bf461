import { describe, expect, it } from 'vitest';
import { APP_END, APP_START, fillPage, inlineStyleSheets, pageParts, splitTemplate } from './page-template';

const indexHtml = `<!doctype html><html><head>
    <meta property="csp-nonce" content="__CSP_NONCE__" />
    <title>Bridger Gluten-Free Bakery</title>
    <script type="module" src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <noscript><p class="noscript-banner">The bakery's shop needs JavaScript turned on.</p></noscript>
    <div id="root">
      ${APP_START}
      <div class="shell">Loading the bakery...</div>
      ${APP_END}
    </div>
  </body></html>`;

const page = {
  html: '<div class="app">Focaccia</div>',
  title: 'Order · Bridger Gluten-Free Bakery',
  styles: '<style data-emotion="css abc" nonce="__CSP_NONCE__">.css-abc{color:red}</style>',
};

describe('a rendered page', () => {
  const template = splitTemplate(indexHtml)!;

  it('puts the page right inside the root, in place of the shell, with its title and styles', () => {
    const html = fillPage(pageParts(template, page, '{"/api/inventory":[]}'), 'N0nce', 1234);
    expect(html).toContain('<div id="root"><div class="app">Focaccia</div></div>');
    expect(html).not.toContain('Loading the bakery');
    expect(html).toContain('<title>Order · Bridger Gluten-Free Bakery</title>');
    expect(html).toContain('<style data-emotion="css abc" nonce="N0nce">');
    expect(html).toContain('<meta property="csp-nonce" content="N0nce" />');
    expect(html).toContain('<script nonce="N0nce" type="module" fetchpriority="low" src="/assets/index.js">');
    expect(html).toMatch(/<script nonce="N0nce" id="page-data" type="application\/json" data-served-at="1234">/);
    expect(html).not.toContain('needs JavaScript turned on');
    // Read without JavaScript, the page says first that ordering needs it.
    expect(html.indexOf('<noscript><p class="noscript-banner">Ordering needs JavaScript')).toBeGreaterThan(0);
    expect(html.indexOf('noscript-banner')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it("leaves the app's chunks to its entry: a rendered page preloads none of them", () => {
    const html = fillPage(pageParts(template, page, '{}'), 'N0nce', 1);
    expect(html).toContain('src="/assets/index.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('sends the lists as JSON that no text in them can end early', () => {
    const lists = JSON.stringify({ '/api/reviews': [{ reviewText: '</script><script>alert(1)</script>' }] });
    const html = fillPage(pageParts(template, page, lists), 'N0nce', 1);
    const data = /<script[^>]*id="page-data"[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual(JSON.parse(lists));
    expect(html).not.toContain('<script>alert(1)');
  });

  it('fills the nonce and time into its own parts only, never into what a customer wrote', () => {
    const lists = JSON.stringify({ '/api/reviews': [{ reviewText: 'nonce __CSP_NONCE__ at __SERVED_AT__' }] });
    const written = { ...page, html: '<p>nonce __CSP_NONCE__ at __SERVED_AT__</p>' };
    const html = fillPage(pageParts(template, written, lists), 'N0nce', 99);
    expect(html).toContain('<p>nonce __CSP_NONCE__ at __SERVED_AT__</p>');
    expect(html).toContain('"reviewText":"nonce __CSP_NONCE__ at __SERVED_AT__"');
    expect(html.split('N0nce')).toHaveLength(5); // meta, style, two scripts: four uses
  });

  it('is not made from an index.html without the app markers', () => {
    expect(splitTemplate('<html><head></head><body><div id="root"></div></body></html>')).toBeNull();
  });

  it("writes the app's style sheets into the page, with the response's nonce", () => {
    const head =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/assets/gone.css">';
    const files: Record<string, string> = { 'assets/index-1.css': '.product-card{color:red}\n' };
    const inlined = inlineStyleSheets(head, (file) => files[file] ?? null);
    expect(inlined).toBe(
      '<head><style>.product-card{color:red}</style><link rel="stylesheet" href="/assets/gone.css">',
    );
    const html = fillPage(pageParts({ ...template, head: inlined }, page, '{}'), 'N0nce', 1);
    expect(html).toContain('<style nonce="N0nce">.product-card{color:red}</style>');
  });
});
