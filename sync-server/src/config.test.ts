import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** DKIM signing (docs/deploy.md, "E-mail that arrives"): all three settings or none, a key that reads. */
describe('DKIM settings', () => {
  const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'bakery-dkim-')), 'dkim.pem');
  writeFileSync(
    keyFile,
    generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }),
  );

  const notAKey = path.join(path.dirname(keyFile), 'notes.txt');
  writeFileSync(notAKey, 'ssh-rsa AAAA... a public key, pasted by mistake');

  it('are off when none is given, and read the key file when all three are', () => {
    expect(loadConfig({}).dkim).toBeUndefined();
    expect(
      loadConfig({ DKIM_DOMAIN: 'Bakery.Example', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY_FILE: keyFile }).dkim,
    ).toMatchObject({
      domainName: 'bakery.example',
      keySelector: 'mail',
      privateKey: expect.stringMatching(/^-----BEGIN RSA PRIVATE KEY-----/),
    });
  });

  it.each([
    [{ DKIM_DOMAIN: 'bakery.example' }, /needs all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE/],
    [
      { DKIM_DOMAIN: 'bakery.example', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY_FILE: '/no/such/key.pem' },
      /cannot be read/,
    ],
    [{ DKIM_DOMAIN: 'bakery.example', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY_FILE: notAKey }, /not a PEM private key/],
    [{ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY_FILE: keyFile }, /DKIM_DOMAIN is a domain/],
  ])('refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/**
 * The bakery's addresses (docs/operations.md, "Configuration"): where customers write
 * (CONTACT_EMAIL), who sends (MAIL_FROM) and who signs in (ADMIN_EMAIL), each from the one before
 * when it is not set.
 */
describe("the bakery's addresses", () => {
  it("are the bakery's contact address when none is set", () => {
    expect(loadConfig({})).toMatchObject({
      contactEmail: 'hello@bridgerglutenfree.com',
      mailFrom: '"Bridger Gluten-Free Bakery" <hello@bridgerglutenfree.com>',
      adminEmail: 'hello@bridgerglutenfree.com',
    });
  });

  it('follow MAIL_FROM when only it is set: customers write to the address the mail came from', () => {
    expect(loadConfig({ MAIL_FROM: '"Bakery" <Hello@Shop.example.com>' })).toMatchObject({
      contactEmail: 'hello@shop.example.com',
      adminEmail: 'hello@shop.example.com',
    });
    expect(loadConfig({ MAIL_FROM: 'hello@shop.example.com' }).contactEmail).toBe('hello@shop.example.com');
  });

  it("are each their own when set; the owner's login is never the contact address by mistake", () => {
    expect(
      loadConfig({
        CONTACT_EMAIL: 'orders@shop.example.com',
        MAIL_FROM: '"Bakery" <no-reply@mail.shop.example.com>',
        ADMIN_EMAIL: 'owner@example.net',
      }),
    ).toMatchObject({
      contactEmail: 'orders@shop.example.com',
      mailFrom: '"Bakery" <no-reply@mail.shop.example.com>',
      adminEmail: 'owner@example.net',
      ownerEmail: 'owner@example.net',
    });
  });

  it('refuse a CONTACT_EMAIL that is not an address', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'hello' })).toThrow(/environment is not valid:\n {2}CONTACT_EMAIL: /);
  });
});
