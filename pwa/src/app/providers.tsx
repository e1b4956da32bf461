import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { queryClient } from '../lib/query-client';
import { SyncRoot } from '../sync/sync-root';
import { theme } from './theme';
import { UpdatePrompt } from './update-prompt';

/**
 * Emotion's style sheet carries the page's nonce (set by the server in <meta property=
 * "csp-nonce">), so the Content-Security-Policy lets the app's styles in and nothing else.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
const styleCache = createCache({ key: 'css', nonce: nonce && !nonce.startsWith('__') ? nonce : undefined });

/** The owner's outbox with every feature's edit kinds: admin code, fetched only when needed. */
const loadAdminOutbox = () => import('./admin-edits').then((module) => module.adminOutbox);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="bakery-color-mode">
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SyncRoot loadAdminOutbox={loadAdminOutbox} />
          {children}
          <Toaster />
          <UpdatePrompt />
        </QueryClientProvider>
      </CssVarsProvider>
    </CacheProvider>
  );
}
