import { spawn, type ChildProcess } from 'node:child_process';
import { timeLimit } from './time-limits';

/** A server started as `npm start` starts it (the process itself, not a launcher's child). */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The pid the serving process says it has. */
  pid: number;
  output(): string;
}

export const serverCommand = [process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts']] as const;

/** The runner's environment without DATABASE_URL (on the PostgreSQL pass, the cluster's). */
export function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _cluster, ...rest } = env;
  return rest;
}

/**
 * Resolves once it serves (it logs at info level for that); `spawned` has the child at once.
 * A start takes seconds alone; on a machine loaded by other test files it may take more.
 */
export function startServerProcess(
  env: Record<string, string>,
  spawned?: (child: ChildProcess) => void,
  timeoutMs = timeLimit(20_000),
): Promise<ServerProcess> {
  const child = spawn(serverCommand[0], serverCommand[1], {
    env: {
      ...withoutDatabase(process.env),
      PORT: '0',
      HOST: '127.0.0.1',
      BACKUP_INTERVAL: 'off',
      ...env,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned?.(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on (http:\/\/\S+) \(pid (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, pid: Number(match[2]), output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Resolves with the exit code (null when killed by a signal) once the process has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** SIGKILL, then proof that the process is gone: no signal can reach its pid any more. */
export async function killHard(child: ChildProcess): Promise<void> {
  const pid = child.pid!;
  const gone = exited(child);
  child.kill('SIGKILL');
  await gone;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw error;
  }
  throw new Error(`process ${pid} is still there after SIGKILL`);
}
