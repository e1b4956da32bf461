import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The backup settings (docs/operations.md, "Backups"): their defaults, and values refused at start. */
describe('backup settings', () => {
  it('default to an hourly backup, 48 kept, in data/backups', () => {
    const config = loadConfig({});
    expect(config.backupIntervalMs).toBe(60 * 60 * 1000);
    expect(config.backupKeep).toBe(48);
    expect(config.backupDir).toMatch(/data\/backups$/);
    expect(loadConfig({ BACKUP_INTERVAL: 'off' }).backupIntervalMs).toBeNull();
    expect(loadConfig({ BACKUP_INTERVAL: '30m', BACKUP_KEEP: '5' })).toMatchObject({
      backupIntervalMs: 30 * 60 * 1000,
      backupKeep: 5,
    });
  });

  it.each([
    ['BACKUP_INTERVAL', 'soon'],
    ['BACKUP_INTERVAL', '0s'],
    ['BACKUP_INTERVAL', '-1h'],
    ['BACKUP_INTERVAL', '500ms'],
    ['BACKUP_INTERVAL', 'OFF; rm -rf /'],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_KEEP', '-3'],
    ['BACKUP_KEEP', '2.5'],
    ['BACKUP_KEEP', '1e308'],
    ['BACKUP_KEEP', 'all'],
  ])('refuses %s=%s with the variable named', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`environment is not valid:\\n  ${name}: `));
  });
});
