import { z } from 'zod';

/**
 * The rule of `.ci/audit` (docs/operations.md, "Dependencies"), apart from running npm so a
 * test can feed it sample reports: every high or critical advisory that `npm audit --omit=dev`
 * reports fails, unless security/audit-allowed.json lists it (advisory and package) with a
 * reason and a date by which it must be fixed that has not passed. An entry past its date
 * fails on its own, whether or not the advisory is still reported, so none is forgotten.
 */

/** How bad an advisory must be to stop CI (ASVS 15.1.1, 15.2.1: known-vulnerable components). */
const BLOCKING = new Set(['high', 'critical']);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const allowedAdvisorySchema = z.object({
  /** The advisory's GitHub id, as in its URL: GHSA-xxxx-xxxx-xxxx. */
  advisory: z.string().regex(/^GHSA(-[0-9a-z]{4}){3}$/, 'a GHSA id (GHSA-xxxx-xxxx-xxxx)'),
  package: z.string().min(1),
  reason: z.string().trim().min(10, 'a reason of a sentence'),
  /** The last day it may stay unfixed (UTC). */
  fixBy: day,
});
export type AllowedAdvisory = z.infer<typeof allowedAdvisorySchema>;

export const allowListSchema = z.object({ allowed: z.array(allowedAdvisorySchema) });

/** The part of npm's audit report (auditReportVersion 2) that the rule reads. */
const advisorySchema = z.object({
  name: z.string(),
  title: z.string().default(''),
  url: z.string().default(''),
  severity: z.string(),
  source: z.union([z.number(), z.string()]).optional(),
});
const reportSchema = z.object({
  vulnerabilities: z.record(
    z.string(),
    // `via` names either an advisory (an object) or the dependency it comes through (a string).
    z.object({ via: z.array(z.union([z.string(), advisorySchema])) }),
  ),
});

export interface Advisory {
  /** GHSA id when the URL has one, else npm's number. */
  id: string;
  package: string;
  severity: string;
  title: string;
  url: string;
}

export type AuditVerdict =
  | { kind: 'pass'; allowed: Advisory[]; other: Advisory[]; unused: AllowedAdvisory[] }
  | { kind: 'fail'; problems: string[] }
  /** npm could not get advisories (no network, or a registry without the audit endpoint). */
  | { kind: 'unavailable'; why: string };

/** Every advisory named in a report, once each (several packages may lead to one). */
export function advisoriesOf(report: z.infer<typeof reportSchema>): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      if (typeof via === 'string') continue;
      const id = /GHSA(-[0-9a-z]{4}){3}/.exec(via.url)?.[0] ?? String(via.source ?? via.title);
      found.set(`${id} ${via.name}`, { id, package: via.name, severity: via.severity, title: via.title, url: via.url });
    }
  }
  return [...found.values()];
}

/** Judges npm's JSON answer against the allow list on `today` (YYYY-MM-DD, UTC). */
export function judgeAudit(npmOutput: string, allowList: readonly AllowedAdvisory[], today: string): AuditVerdict {
  let json: unknown;
  try {
    json = JSON.parse(npmOutput);
  } catch {
    return { kind: 'unavailable', why: `npm audit did not answer JSON: ${npmOutput.slice(0, 200)}` };
  }
  const report = reportSchema.safeParse(json);
  if (!report.success) return { kind: 'unavailable', why: whyUnavailable(json) };

  const problems: string[] = [];
  for (const entry of allowList) {
    if (entry.fixBy < today) {
      problems.push(
        `${entry.advisory} (${entry.package}) was to be fixed by ${entry.fixBy}: fix it, or renew the entry with a reason`,
      );
    }
  }
  const allowed: Advisory[] = [];
  const other: Advisory[] = [];
  const listed = (advisory: Advisory) =>
    allowList.find((entry) => entry.advisory === advisory.id && entry.package === advisory.package);
  for (const advisory of advisoriesOf(report.data)) {
    if (!BLOCKING.has(advisory.severity)) other.push(advisory);
    else if (listed(advisory)) allowed.push(advisory);
    else
      problems.push(
        `${advisory.severity} ${advisory.id} in ${advisory.package}: ${advisory.title} ${advisory.url}`.trim(),
      );
  }
  if (problems.length > 0) return { kind: 'fail', problems };
  const unused = allowList.filter(
    (entry) => !allowed.some((advisory) => advisory.id === entry.advisory && advisory.package === entry.package),
  );
  return { kind: 'pass', allowed, other, unused };
}

/** npm's error answer, in a line: `{error: {code, summary}}` or `{message, statusCode}`. */
function whyUnavailable(json: unknown): string {
  const answer = z
    .object({
      message: z.string().optional(),
      error: z.object({ code: z.string().nullish(), summary: z.string().nullish() }).optional(),
    })
    .safeParse(json);
  if (!answer.success) return 'npm audit answered without a report';
  const { message, error } = answer.data;
  return [message, error?.code, error?.summary].filter(Boolean).join(' ') || 'npm audit answered without a report';
}
