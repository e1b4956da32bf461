import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Runs before `npm start`: builds the PWA into dist/ (and the server's build of it, which
 * renders the public pages, into dist/.ssr/) when dist/ is missing or was built from
 * other sources. The sources' hash is kept in dist/.source-hash, so a start with nothing
 * changed costs a few milliseconds instead of a build.
 */
const root = process.cwd();
const distDir = path.join(root, process.env.STATIC_DIR ?? 'dist');
const hashFile = path.join(distDir, '.source-hash');
const inputs = ['pwa', 'shared-schema/src', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const skipped = new Set(['node_modules', 'e2e', 'dist']);

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full)
    .filter((name) => !skipped.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(filesUnder))
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(root, file)));
const sourceHash = hash.digest('hex');

const built = existsSync(path.join(distDir, 'index.html')) && existsSync(hashFile);
// The build's own list of files is hundreds of lines, among which the first start's one-time
// password would be lost: it is shown only when asked for (BUILD_VERBOSE=1) or when the build fails.
const verbose = process.env.BUILD_VERBOSE === '1';
if (built && readFileSync(hashFile, 'utf8').trim() === sourceHash) {
  console.log('pwa: dist/ is up to date');
} else {
  const started = Date.now();
  console.log(built ? 'pwa: sources changed, rebuilding dist/ ...' : 'pwa: building dist/ (a minute at most) ...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  viteBuild(vite, ['build', '--outDir', distDir]);
  // The server's build of the same app, which renders the public pages (sync-server/src/pages/).
  viteBuild(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(distDir, '.ssr')]);
  precompress(distDir);
  writeFileSync(hashFile, `${sourceHash}\n`);
  console.log(`pwa: built in ${Math.round((Date.now() - started) / 1000)} s (BUILD_VERBOSE=1 shows its files)`);
}

/** Runs one vite build, its output shown as it comes when verbose, else only if it fails. */
function viteBuild(vite: string, args: string[]): void {
  if (verbose) {
    execFileSync(process.execPath, [vite, ...args], { stdio: 'inherit' });
    return;
  }
  try {
    execFileSync(process.execPath, [vite, ...args], { stdio: 'pipe', maxBuffer: 64 << 20 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(`${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
    console.error('pwa: the build failed (above)');
    process.exit(1);
  }
}

/**
 * Writes .br and .gz copies of the text files next to them, once per build: koa-static serves
 * them to browsers that accept them, so no CPU is spent compressing the same file per request.
 */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (name === '.ssr') continue; // read by the server, never sent
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|html|svg|webmanifest|json|ico)$/.test(name)) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
