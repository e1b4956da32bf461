// First: before any zod schema is built (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
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

// React DOM arrives as a module of its own, run in a task of its own (vite.config.ts): never
// in the same long task as the app's modules. As a transition, React hydrates (or renders) in
// slices with the phone still answering taps and scrolls in between, instead of freezing until
// the whole page is done. A page the server rendered (it carries its data) is hydrated, once
// its own code is here (the server asked for it with the page), so it hydrates whole; the app
// shell (offline, the admin) is rendered.
const reactDom = import('./lib/react-dom-client');
if (pageData) {
  void Promise.all([reactDom, preloadPage(location.pathname)]).then(([{ hydrateRoot }]) =>
    startTransition(() => void hydrateRoot(container, app)),
  );
} else {
  void reactDom.then(({ createRoot }) => startTransition(() => createRoot(container).render(app)));
}
