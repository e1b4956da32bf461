import { describe, expect, it } from 'vitest';
import { judgeAudit, type AllowedAdvisory } from './audit-gate';

/** A report as `npm audit --omit=dev --json` writes it (auditReportVersion 2), cut to what matters. */
function report(...advisories: { name: string; severity: string; ghsa: string; title?: string }[]): string {
  const vulnerabilities: Record<string, unknown> = {};
  for (const advisory of advisories) {
    vulnerabilities[advisory.name] = {
      name: advisory.name,
      severity: advisory.severity,
      isDirect: false,
      via: [
        {
          source: 1_100_000,
          name: advisory.name,
          dependency: advisory.name,
          title: advisory.title ?? 'Prototype pollution',
          url: `https://github.com/advisories/${advisory.ghsa}`,
          severity: advisory.severity,
          range: '<2.0.0',
        },
      ],
      effects: ['koa-body'],
      range: '<2.0.0',
      nodes: [`node_modules/${advisory.name}`],
      fixAvailable: true,
    };
  }
  // A package affected only through another one names it by a string: not an advisory of its own.
  vulnerabilities['koa-body'] = { name: 'koa-body', severity: 'high', via: advisories.map((a) => a.name) };
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: {} } });
}

const HIGH = { name: 'formidable', severity: 'high', ghsa: 'GHSA-75v8-2h7p-7m2m' } as const;
const allow = (fixBy: string, entry: Partial<AllowedAdvisory> = {}): AllowedAdvisory => ({
  advisory: HIGH.ghsa,
  package: HIGH.name,
  reason: 'Only the owner uploads files, behind her login; the fix needs koa-body 9.',
  fixBy,
  ...entry,
});
const TODAY = '2026-11-28';

describe('the audit gate of CI (.ci/audit)', () => {
  it('passes a report with no advisories', () => {
    expect(judgeAudit(report(), [], TODAY)).toMatchObject({ kind: 'pass', allowed: [], other: [] });
  });

  it.each(['high', 'critical'])('fails on a %s advisory that the allow list does not name', (severity) => {
    const verdict = judgeAudit(report({ ...HIGH, severity }), [], TODAY);
    expect(verdict.kind).toBe('fail');
    expect(verdict.kind === 'fail' && verdict.problems).toEqual([
      `${severity} GHSA-75v8-2h7p-7m2m in formidable: Prototype pollution https://github.com/advisories/GHSA-75v8-2h7p-7m2m`,
    ]);
  });

  it('lets a moderate or low advisory pass, and names it', () => {
    const verdict = judgeAudit(
      report({ ...HIGH, severity: 'moderate' }, { ...HIGH, name: 'ms', severity: 'low' }),
      [],
      TODAY,
    );
    expect(verdict.kind === 'pass' && verdict.other.map((advisory) => advisory.package)).toEqual(['formidable', 'ms']);
  });

  it('lets a listed advisory pass until its date, the date itself included', () => {
    expect(judgeAudit(report(HIGH), [allow('2026-12-31')], TODAY)).toMatchObject({ kind: 'pass', unused: [] });
    expect(judgeAudit(report(HIGH), [allow(TODAY)], TODAY).kind).toBe('pass');
  });

  it('fails once a listed advisory is past its date, and on a stale entry whose advisory is gone', () => {
    for (const npmOutput of [report(HIGH), report()]) {
      const verdict = judgeAudit(npmOutput, [allow('2026-11-27')], TODAY);
      expect(verdict.kind === 'fail' && verdict.problems).toEqual([
        'GHSA-75v8-2h7p-7m2m (formidable) was to be fixed by 2026-11-27: fix it, or renew the entry with a reason',
      ]);
    }
  });

  it('matches the advisory and the package both: an entry for one package does not cover another', () => {
    const verdict = judgeAudit(report(HIGH), [allow('2026-12-31', { package: 'koa-body' })], TODAY);
    expect(verdict.kind).toBe('fail');
  });

  it('says which entries no longer match anything, so they are removed', () => {
    const verdict = judgeAudit(report(), [allow('2026-12-31')], TODAY);
    expect(verdict.kind === 'pass' && verdict.unused.map((entry) => entry.advisory)).toEqual([HIGH.ghsa]);
  });

  it('tells an audit that could not run from one that found nothing', () => {
    const registryWithoutAudits = JSON.stringify({
      message: '405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(judgeAudit(registryWithoutAudits, [], TODAY)).toEqual({
      kind: 'unavailable',
      why: '405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk',
    });
    const offline = JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'request to the registry failed' } });
    expect(judgeAudit(offline, [], TODAY)).toEqual({
      kind: 'unavailable',
      why: 'ENOTFOUND request to the registry failed',
    });
    expect(judgeAudit('', [], TODAY).kind).toBe('unavailable');
  });
});
