import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * Emotion's style sheet, the same key on the server and in the browser: the browser's cache
 * adopts the <style data-emotion="css ..."> tags the server rendered instead of writing them
 * again (class names are hashes of the styles, so both sides name them alike). The pages'
 * Content-Security-Policy lets in the server's tags by their hashes, and the sheets the browser
 * adds because they start empty: emotion fills them through the CSSOM in a production build
 * (sync-server/src/http/content-security.ts).
 */
export const createStyleCache = (): EmotionCache =>
  // No vendor prefixes (stylis' default plugin): the browsers the app supports need none, and
  // they were a third of the CSS in every page.
  createCache({ key: 'css', stylisPlugins: [] });

let browserCache: EmotionCache | undefined;

/**
 * Where Joy's components may render: inside the browser's cache. Not at the app's root: the
 * first screen of every public page is plain elements, so emotion (its cache and CSS
 * compiler, about 6 KB gzip) downloads with the first Joy component instead, since every
 * component onDemand loads renders inside this scope (lib/on-demand.tsx). On the server,
 * entry-server.tsx puts its own cache for each page at the root (it collects the page's
 * styles), and the scope lets it through.
 */
export const StyleScope =
  typeof document === 'undefined'
    ? ({ children }: { children: ReactNode }) => children
    : ({ children }: { children: ReactNode }) => (
        <CacheProvider value={(browserCache ??= createStyleCache())}>{children}</CacheProvider>
      );
