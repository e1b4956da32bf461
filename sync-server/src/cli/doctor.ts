import { parseArgs } from 'node:util';
import { commandSettings } from './command-settings';
import { doctorOptions, examine, findingLine } from '../services/doctor/doctor-checks';

/**
 * `npm run doctor [-- --env-file FILE]`: checks the machine the bakery runs on (doctor-checks.ts),
 * one line per finding with what to do, and exits 1 when something needs doing. With the
 * service's settings file (`--env-file /etc/bakery/bakery.env`, or compose's `.env`) it checks
 * what the server will use; without, the environment's.
 */
const usage =
  'usage: npm run doctor [-- --env-file FILE] [--time-from URL]\n' +
  "  --env-file FILE  the settings from FILE (the service's, or compose's .env), not the environment\n" +
  '  --time-from URL  the HTTPS server whose clock this one is compared with (default: the npm registry)';

let options: { envFile?: string; timeFrom: string };
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'env-file': { type: 'string' }, 'time-from': { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  options = { envFile: values['env-file'], timeFrom: values['time-from'] ?? 'https://registry.npmjs.org/' };
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

try {
  const { config } = commandSettings(options.envFile);
  const findings = await examine(doctorOptions(config, options.timeFrom));
  for (const finding of findings) console.log(findingLine(finding));
  const problems = findings.filter((finding) => finding.level === 'problem').length;
  console.log(problems === 0 ? 'doctor: nothing to fix' : `doctor: ${problems} thing(s) to fix (FIX above)`);
  process.exit(problems === 0 ? 0 : 1);
} catch (error) {
  console.error(`doctor: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
