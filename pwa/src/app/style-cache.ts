import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style sheet, the same key on the server and in the browser: the browser's cache
 * adopts the <style data-emotion="css ..."> tags the server rendered instead of writing them
 * again (class names are hashes of the styles, so both sides name them alike). The styles
 * carry the page's nonce, so the Content-Security-Policy lets the app's styles in and nothing
 * else.
 */
export const createStyleCache = (nonce: string | undefined): EmotionCache =>
  // No vendor prefixes (stylis' default plugin): the browsers the app supports need none, and
  // they were a third of the CSS in every page.
  createCache({ key: 'css', nonce, stylisPlugins: [] });

/** The browser's cache, with the nonce the server set in <meta property="csp-nonce">. */
export function browserStyleCache(): EmotionCache {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  return createStyleCache(nonce && !nonce.startsWith('__') ? nonce : undefined);
}
