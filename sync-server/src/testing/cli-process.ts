import { spawn, type ChildProcess } from 'node:child_process';
import { withoutDatabase } from './server-process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the `npm run db:*` commands (sync-server/src/cli/NAME.ts) as its own process. */
export function runCli(
  name: string,
  args: string[],
  env: Record<string, string>,
  spawned?: (child: ChildProcess) => void,
): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `sync-server/src/cli/${name}.ts`, ...args], {
    env: { ...withoutDatabase(process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
