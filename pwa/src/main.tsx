// First: before any zod schema is built (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { readEmbeddedPageData } from './lib/page-data';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root')!;
const pageData = readEmbeddedPageData();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} pageData={pageData} />
    </BrowserRouter>
  </StrictMode>
);

// As a transition, React hydrates (or renders) in slices with the phone still answering taps
// and scrolls in between, instead of freezing until the whole page is done. A page the server
// rendered (it carries its data) is hydrated, once its own code is here (the server asked for it
// with the page), so it hydrates whole; the app shell (offline, the admin) is rendered.
if (pageData) {
  void preloadPage(location.pathname).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  startTransition(() => createRoot(container).render(app));
}
