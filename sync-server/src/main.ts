import { doctorOptions, examine, findingLine } from './services/doctor/doctor-checks';
import { loadConfig, type Config } from './config';
import { createLogger, type Logger } from './log';
import { dataPaths, keepFilesPrivate, othersCanReadWarning } from './private-data';
import { startServer } from './server';

/**
 * `npm start`: read the environment, start the bakery, stop cleanly on SIGTERM/SIGINT
 * (requests in flight finish, queued mail is handed over, the database is closed).
 * `npm start` runs this file in the Node process itself (node --import tsx), not under a
 * launcher that forks it: a process manager's SIGTERM or SIGKILL reaches the server, and no
 * orphan keeps the port.
 */
async function main() {
  keepFilesPrivate();
  const config = loadConfig();
  // Listened for before the server starts: a signal that comes during start-up waits for it
  // and then stops it cleanly, instead of killing the process halfway through a migration.
  let signalled: string | null = null;
  let running: Awaited<ReturnType<typeof startServer>> | null = null;
  const shutdown = () => {
    if (!running || !signalled) return;
    running.deps.log.info(`bakery: ${signalled} received, shutting down`);
    const stopping = running;
    running = null;
    stopping.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bakery: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      signalled ??= signal;
      shutdown();
    });
  }
  // Said on stderr, as errors are: a start over data that others can read is a problem to fix.
  const warning = await othersCanReadWarning(dataPaths(config));
  if (warning) createLogger(config.logLevel).error(warning);
  running = await startServer(config);
  if (config.doctorAtStart) void doctorInTheLog(config, running.deps.log);
  shutdown();
}

/**
 * The container's first words (DOCTOR_AT_START=1 in the Dockerfile): what `npm run doctor` finds,
 * in the log, once the bakery is serving, so `docker compose logs bakery` says what to fix.
 */
async function doctorInTheLog(config: Config, log: Logger) {
  const findings = await examine(doctorOptions(config, 'https://registry.npmjs.org/')).catch((error: unknown) => [
    { level: 'problem' as const, line: `the checks failed: ${String(error)}` },
  ]);
  for (const finding of findings) {
    if (finding.level === 'problem') log.error(`doctor: ${findingLine(finding)}`);
    else log.info(`doctor: ${findingLine(finding)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
