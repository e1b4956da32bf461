import { loadConfig } from './config';
import { startServer } from './server';

/**
 * `npm start`: read the environment, start the bakery, stop cleanly on SIGTERM/SIGINT
 * (requests in flight finish, queued mail is handed over, the database is closed).
 */
async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    running.deps.log.info(`bakery: ${signal} received, shutting down`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bakery: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
