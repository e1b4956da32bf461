// First: before any zod schema is built (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The first render as a transition: React renders it in slices, so a slow phone can still
// scroll the loading page while the app builds itself, instead of freezing until it is done.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
