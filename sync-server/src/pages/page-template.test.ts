import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { APP_END, APP_START, buildPage, inlineStyleSheets, splitTemplate } from './page-template';

const indexHtml = `<!doctype html><html><head>
    <style>body{margin:0}</style>
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

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const page = {
  html: '<div class="app">Focaccia</div>',
  title: 'Order · Bridger Gluten-Free Bakery',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
};

describe('a rendered page', () => {
  const template = splitTemplate(indexHtml)!;

  it('puts the page right inside the root, in place of the shell, with its title and styles', () => {
    const { html } = buildPage(template, page, '{"/api/inventory":[]}', { readAt: 1234 });
    expect(html).toContain('<div id="root"><div class="app">Focaccia</div></div>');
    expect(html).not.toContain('Loading the bakery');
    expect(html).toContain('<title>Order · Bridger Gluten-Free Bakery</title>');
    expect(html).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
    expect(html).toMatch(/<script id="page-data" type="application\/json" data-read-at="1234">/);
    const dated = buildPage(template, page, '{}', { readAt: 1, live: { version: 'v1', serverEpoch: 'e"1' } }).html;
    expect(dated).toContain('data-read-at="1" data-live-version="v1" data-server-epoch="e&quot;1">');
    expect(html).not.toContain('needs JavaScript turned on');
    // Read without JavaScript, the page says first that ordering needs it.
    expect(html.indexOf('<noscript><p class="noscript-banner">Ordering needs JavaScript')).toBeGreaterThan(0);
    expect(html.indexOf('noscript-banner')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it("puts the rest of the page's head (a photo's preload) in <head>, after its title", () => {
    const withPhoto = { ...page, head: '<link rel="preload" as="image" href="/uploads/recipes/loaf.jpg"/>' };
    const { html } = buildPage(template, withPhoto, '{}', { readAt: 1 });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${page.title}</title>${withPhoto.head}`);
    expect(html.slice(html.indexOf('</head>'))).not.toContain('rel="preload"');
  });

  it("leaves the app's chunks to its entry: a rendered page preloads none of them", () => {
    const { html } = buildPage(template, page, '{}', { readAt: 1 });
    expect(html).toContain('src="/assets/index.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('sends the lists as JSON that no text in them can end early', () => {
    const lists = JSON.stringify({ '/api/reviews': [{ reviewText: '</script><script>alert(1)</script>' }] });
    const { html } = buildPage(template, page, lists, { readAt: 1 });
    const data = /<script[^>]*id="page-data"[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual(JSON.parse(lists));
    expect(html).not.toContain('<script>alert(1)');
  });

  it('lets in its own styles by their hashes, never a style that came with what a customer wrote', () => {
    const written = { ...page, html: '<p>&lt;style&gt;p{display:none}&lt;/style&gt;</p>' };
    const lists = JSON.stringify({ '/api/reviews': [{ reviewText: '<style>p{display:none}</style>' }] });
    const { html, styleHashes } = buildPage(template, written, lists, { readAt: 1 });
    expect(styleHashes).toEqual([hashOf('body{margin:0}'), hashOf('.css-abc{color:red}')]);
    expect(html).not.toContain('<style>p{display:none}');
  });

  it('is not made from an index.html without the app markers', () => {
    expect(splitTemplate('<html><head></head><body><div id="root"></div></body></html>')).toBeNull();
  });

  it("writes the app's style sheets into the page, and lets them in by their hash", () => {
    const head =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/assets/gone.css">';
    const files: Record<string, string> = { 'assets/index-1.css': '.product-card{color:red}\n' };
    const inlined = inlineStyleSheets(head, (file) => files[file] ?? null);
    expect(inlined).toBe(
      '<head><style>.product-card{color:red}</style><link rel="stylesheet" href="/assets/gone.css">',
    );
    const { html, styleHashes } = buildPage({ ...template, head: inlined }, page, '{}', { readAt: 1 });
    expect(html).toContain('<style>.product-card{color:red}</style>');
    expect(styleHashes).toContain(hashOf('.product-card{color:red}'));
  });
});
