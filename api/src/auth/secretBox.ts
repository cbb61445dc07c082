import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * TOTP secrets are stored encrypted (AES-256-GCM, issue 9 §4): a copy of the database alone
 * does not give anyone the second factor. Stored form: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * A value without the prefix is a secret stored before encryption; the server encrypts those
 * at start (encryptLegacySecrets) and reads them meanwhile.
 */
const PREFIX = 'v1.';

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The plain secret; throws when the value was sealed with another key or tampered with. */
export function openSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, data] = stored.slice(PREFIX.length).split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** 32 bytes from base64 or hex text; throws a clear message otherwise. */
export function parseKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error(`${source} must hold a 32-byte key (64 hex digits or 44 base64 characters)`);
  return key;
}

/**
 * The key from `TOTP_ENCRYPTION_KEY`, else from the key file (created on first start, mode
 * 0600, for the demo). A production start never creates one: it needs the variable or an
 * existing file, so a lost key is noticed rather than silently replaced.
 */
export function loadSecretKey(envValue: string | undefined, keyFile: string, production: boolean): Buffer {
  if (envValue) return parseKey(envValue, 'TOTP_ENCRYPTION_KEY');
  if (existsSync(keyFile)) return parseKey(readFileSync(keyFile, 'utf8'), keyFile);
  if (production) throw new Error(`Set TOTP_ENCRYPTION_KEY (32 bytes, base64 or hex), or provide ${keyFile}: production does not create a key`);
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(keyFile, 0o600);
  return key;
}
