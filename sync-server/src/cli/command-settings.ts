import { describeTarget } from '../db';
import { loadConfig, type Config } from '../config';
import { readEnvFile } from './env-file';

/** The settings a db:* command runs with, and where its database setting came from. */
export interface CommandSettings {
  config: Config;
  /** `DATABASE_FILE from /etc/bakery/bakery.env`, `DATABASE_URL`, `the default: DATABASE_FILE is not set` */
  databaseFrom: string;
}

/**
 * The environment's settings, or with `--env-file FILE` the service's file alone, read as
 * systemd reads it (env-file.ts): the command then sees exactly what the server sees, and no
 * variable of the shell it was typed in.
 */
export function commandSettings(envFile: string | undefined): CommandSettings {
  const env: Record<string, string | undefined> = envFile ? Object.fromEntries(readEnvFile(envFile)) : process.env;
  const config = loadConfig(env);
  const variable = config.database.client === 'sqlite' ? 'DATABASE_FILE' : 'DATABASE_URL';
  return {
    config,
    databaseFrom: env[variable]
      ? `${variable}${envFile ? ` from ${envFile}` : ''}`
      : `the default: ${variable} is not set${envFile ? ` in ${envFile}` : ''}`,
  };
}

/**
 * What a command prints before it does anything: the database it works on and where that came
 * from, so one run without the server's settings says so at once (the default data/bakery.sqlite
 * is in the folder the command runs in, not the server's).
 */
export function databaseLine({ config, databaseFrom }: CommandSettings): string {
  return `database: ${describeTarget(config.database)} (${databaseFrom})`;
}
