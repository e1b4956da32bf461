import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The deployment recipe's files (docs/deploy.md) as systemd and Caddy read them: a unit or a
 * Caddyfile that does not parse would only show on the owner's machine, at the worst moment.
 * systemd-analyze and caddy come from Debian's packages (.ci/run installs them).
 */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: 'deploy', encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.error)
    throw new Error(`${command} is needed for this test (apt-get install systemd caddy): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

describe('the deployment recipe', () => {
  it("the server's unit passes systemd-analyze verify without a word", () => {
    expect(run('systemd-analyze', ['verify', 'bakery.service'])).toEqual({ status: 0, output: '' });
  });

  it("the server's unit keeps it to its data folder, its own user and no privileges", () => {
    const security = run('systemd-analyze', ['security', '--offline=yes', 'bakery.service']);
    const exposure = Number(/Overall exposure level for bakery\.service: ([\d.]+)/.exec(security.output)?.[1]);
    expect(exposure).toBeLessThanOrEqual(4); // "OK" or better on systemd's 0-10 scale
  });

  it("Litestream's unit passes too (but for its program, when Litestream is not installed here)", () => {
    const { output } = run('systemd-analyze', ['verify', 'litestream.service']);
    const complaints = output
      .split('\n')
      .filter((line) => line && !line.includes('/usr/bin/litestream is not executable'));
    expect(complaints).toEqual([]);
  });

  it('the Caddyfile is valid, with a real domain and with the internal CA', () => {
    for (const tls of ['owner@example.com', 'internal']) {
      const result = run('caddy', ['validate', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
        BAKERY_DOMAIN: 'shop.example.com',
        BAKERY_TLS: tls,
      });
      expect(result.output).toContain('Valid configuration');
      expect(result.status).toBe(0);
    }
  });
});
