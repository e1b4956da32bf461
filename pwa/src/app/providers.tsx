import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { queryClient } from '../lib/query-client';
import { SyncRoot } from '../sync/sync-root';
import { theme } from './theme';
import { UpdatePrompt } from './update-prompt';

/** The owner's outbox with every feature's edit kinds: admin code, fetched only when needed. */
const loadAdminOutbox = () => import('./admin-edits').then((module) => module.adminOutbox);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="bakery-color-mode">
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SyncRoot loadAdminOutbox={loadAdminOutbox} />
        {children}
        <Toaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </CssVarsProvider>
  );
}
