/**
 * One-line logs on stdout/stderr. The bakery runs one process on one machine; a log shipper
 * would read these lines, so they stay plain and greppable.
 */
export type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const line = (message: string, details?: Record<string, unknown>) =>
    details ? `${message} ${JSON.stringify(details)}` : message;
  return {
    info: (message, details) => {
      if (level === 'info') console.log(line(message, details));
    },
    error: (message, details) => {
      if (level !== 'silent') console.error(line(message, details));
    },
  };
}
