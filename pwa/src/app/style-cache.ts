import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style sheet, the same key on the server and in the browser: the browser's cache
 * adopts the <style data-emotion="css ..."> tags the server rendered instead of writing them
 * again. The styles carry the page's nonce, so the Content-Security-Policy lets the app's
 * styles in and nothing else.
 */
export const createStyleCache = (nonce: string | undefined): EmotionCache => createCache({ key: 'css', nonce });

/** The browser's cache, with the nonce the server set in <meta property="csp-nonce">. */
export function browserStyleCache(): EmotionCache {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  return createStyleCache(nonce && !nonce.startsWith('__') ? nonce : undefined);
}
