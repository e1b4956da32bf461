import * as client from 'react-dom/client';

/**
 * React DOM's client, started when its own chunk runs: vite.config.ts puts this module in the
 * react-dom chunk, which the page runs as soon as it has it, in a task of its own. Imported
 * straight from 'react-dom/client', React DOM (a CommonJS package) would start inside the
 * app's own chunk, in one longer task with the app's modules.
 */
export const { createRoot, hydrateRoot } = client;
