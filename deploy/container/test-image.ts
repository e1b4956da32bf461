import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../sync-server/src/testing/free-port';

/**
 * The bakery's image as the container test (container.test.ts) runs it: built from the
 * Dockerfile as it is, on the base .ci/container-bases makes (no image registry can be reached
 * here). What only this machine needs is passed around the Dockerfile, never written into it:
 * podman's settings (.ci/containers.conf), this machine's certificate authorities and npm's
 * cache during the build, and sqlite3's binary served from this checkout (npm cannot download it
 * here, and compiling it would take minutes).
 *
 * build-test-image.ts is the same as a command: .ci/run builds the image beside the browser
 * stories, so the test, once they are done, finds every step of the build in podman's cache. The
 * build's steps run on the host's network (--network=host): a step of its own would add a
 * network interface to the machine, and Chromium fails the requests in flight when the
 * machine's network changes (docs/testing.md).
 */
export const IMAGE = 'localhost/bakery:test';
const SQLITE_MIRROR_PORT = 47_651;
const repo = process.cwd();
export const podmanEnv = { ...process.env, CONTAINERS_CONF: path.join(repo, '.ci/containers.conf') };

export function run(command: string, args: string[], options: { cwd?: string; allowFailure?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repo,
    env: podmanEnv,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) throw new Error(`${command} is needed for this test: ${result.error.message}`);
  if (result.status !== 0 && !options.allowFailure)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${output.slice(-4000)}`);
  return { status: result.status, output, stdout: result.stdout ?? '' };
}

/** As run, without blocking this process, which serves sqlite3's binary to the build meanwhile. */
function runAside(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env: podmanEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) =>
      status === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${status}):\n${output.slice(-4000)}`)),
    );
  });
}

/** sqlite3's prebuilt binary, as its install asks for it (prebuild-install), made from this checkout's. */
async function serveSqliteBinary(folder: string): Promise<{ url: string; server: Server }> {
  const { version } = JSON.parse(readFileSync('node_modules/sqlite3/package.json', 'utf8')) as { version: string };
  const name = `sqlite3-v${version}-napi-v6-linux-x64.tar.gz`;
  mkdirSync(path.join(folder, `v${version}`), { recursive: true });
  run('tar', [
    '-czf',
    path.join(folder, `v${version}`, name),
    '-C',
    'node_modules/sqlite3',
    'build/Release/node_sqlite3.node',
  ]);
  const server = createServer((request, response) => {
    const file = path.join(folder, path.normalize(decodeURIComponent(request.url ?? '/')));
    try {
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  // On one port from run to run if it is free: the mirror's address is a build argument of the
  // step that runs npm ci, so a new address would make podman run it again instead of reusing it.
  const port = await new Promise<number>((resolve, reject) => {
    server.once(
      'error',
      () => void freePort().then((other) => server.listen(other, '127.0.0.1', () => resolve(other)), reject),
    );
    server.listen(SQLITE_MIRROR_PORT, '127.0.0.1', () => resolve(SQLITE_MIRROR_PORT));
  });
  return { url: `http://127.0.0.1:${port}`, server };
}

/**
 * Makes the bases if missing, then builds the image (every step from podman's cache when
 * nothing changed): how long it took, and the image's size.
 */
export async function buildTestImage(): Promise<{ seconds: number; megabytes: number }> {
  run('bash', ['.ci/container-bases']);
  const folder = mkdtempSync(path.join(tmpdir(), 'bakery-image-'));
  const sqlite = await serveSqliteBinary(path.join(folder, 'mirror'));
  try {
    writeFileSync(path.join(folder, 'npmrc'), 'cafile=/etc/ssl/certs/ca-certificates.crt\n');
    const npmCache = path.join(process.env.HOME ?? '/root', '.npm/_cacache');
    mkdirSync(npmCache, { recursive: true });
    const started = Date.now();
    await runAside('podman', [
      'build',
      '--format=docker',
      '--network=host',
      `--volume=/etc/ssl/certs/ca-certificates.crt:/etc/ssl/certs/ca-certificates.crt:ro`,
      `--volume=${path.join(folder, 'npmrc')}:/usr/local/etc/npmrc:ro`,
      `--volume=${npmCache}:/root/.npm/_cacache`,
      '--build-arg=NODE_IMAGE=localhost/bakery-test/node:24',
      `--build-arg=npm_config_sqlite3_binary_host_mirror=${sqlite.url}`,
      `--tag=${IMAGE}`,
      '.',
    ]);
    const size = Number(run('podman', ['image', 'inspect', IMAGE, '--format', '{{.Size}}']).stdout.trim());
    return { seconds: Math.round((Date.now() - started) / 1000), megabytes: Math.round(size / 1e6) };
  } finally {
    sqlite.server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
