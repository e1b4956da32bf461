import { rmSync } from 'node:fs';

/** The run's temporary database and outbox go when the run ends; traces stay in test-results/. */
export default function globalTeardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
