import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { allowListSchema, judgeAudit, type Advisory } from './audit-gate';

/**
 * `.ci/audit` (docs/operations.md, "Dependencies"): `npm audit --omit=dev --json` against the
 * npm registry, judged by audit-gate.ts against security/audit-allowed.json. Exits 1 on a high
 * or critical advisory not listed, or listed past its date. When npm cannot get advisories at
 * all (offline, or a registry mirror without the audit endpoint) it says so loudly and passes,
 * unless AUDIT_REQUIRED=1, where a CI that reaches the registry's audit endpoint sets it.
 */
const ALLOW_LIST = 'security/audit-allowed.json';

const allowList = allowListSchema.safeParse(JSON.parse(readFileSync(ALLOW_LIST, 'utf8')));
if (!allowList.success) {
  console.error(`audit: ${ALLOW_LIST} is not as docs/operations.md describes it:\n${allowList.error.message}`);
  process.exit(1);
}
// npm exits non-zero whenever it finds any advisory: the verdict is read from its JSON instead.
const npm = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const today = new Date().toISOString().slice(0, 10);
const verdict = judgeAudit(npm.stdout ?? '', allowList.data.allowed, today);
const line = (advisory: Advisory) => `  ${advisory.severity} ${advisory.id} in ${advisory.package}: ${advisory.title}`;

switch (verdict.kind) {
  case 'fail':
    console.error(`audit: failed (${ALLOW_LIST} lists what may wait, with a reason and a date):`);
    for (const problem of verdict.problems) console.error(`  ${problem}`);
    process.exit(1);
    break;
  case 'unavailable':
    console.error(`audit: NOT CHECKED, npm could not get the advisories: ${verdict.why}`);
    if (process.env.AUDIT_REQUIRED === '1') process.exit(1);
    break;
  case 'pass':
    console.log(`audit: no high or critical advisory in production dependencies beyond ${ALLOW_LIST}`);
    for (const advisory of verdict.allowed) console.log(`${line(advisory)} (allowed until its date)`);
    for (const advisory of verdict.other) console.log(line(advisory));
    for (const entry of verdict.unused)
      console.log(`  ${entry.advisory} (${entry.package}) is no longer reported: remove it`);
    break;
}
