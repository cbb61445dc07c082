import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * TOTP secrets are stored encrypted (AES-256-GCM): a copy of the database alone does not give
 * anyone the second factor. Stored form: `v2.<iv>.<tag>.<ciphertext>` (base64url), sealed with
 * the owner's user id as associated data, so a sealed secret copied to another user's row does
 * not open there. Older forms, `v1.` (sealed without associated data) and plain text (stored
 * before encryption), are re-sealed once, at the first start that has the key
 * (secretKeyCheck.ts), and refused by openSecret.
 */
const PREFIX = 'v2.';
const LEGACY_PREFIX = 'v1.';

/** What a sealed secret is bound to: its owner, so it only opens in that user's row. */
const userData = (userId: number) => Buffer.from(`staff_user:${userId}`, 'utf8');
/** The database's key check value (secretKeyCheck.ts) is bound to its purpose the same way. */
const CHECK_DATA = Buffer.from('totp_key_check', 'utf8');

/** A sealed value that does not open: sealed with another key, for another row, tampered with, or in an old form. */
export class SecretOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SecretOpenError';
  }
}

function seal(plain: string, key: Buffer, aad: Buffer | undefined, prefix = PREFIX): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad) cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${prefix}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
}

function open(body: string, key: Buffer, aad: Buffer | undefined): string {
  const [iv, tag, data] = body.split('.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data ?? '', 'base64url')), decipher.final()]).toString('utf8');
  } catch (cause) {
    throw new SecretOpenError('The sealed value does not open with this key (another key, another row, or tampered with)', { cause });
  }
}

/** The secret of user `userId`, sealed with the key and bound to that user. */
export function sealSecret(plain: string, key: Buffer, userId: number): string {
  return seal(plain, key, userData(userId));
}

/** Sealed in the current form (v2, bound to its user); false for the older forms. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The plain secret of user `userId`. Throws SecretOpenError when the value was sealed with
 * another key or for another user, was tampered with, or is in an old form (v1, plain).
 */
export function openSecret(stored: string, key: Buffer, userId: number): string {
  if (!isSealed(stored)) throw new SecretOpenError('The stored secret is in an old form (unbound to its user): refused');
  return open(stored.slice(PREFIX.length), key, userData(userId));
}

/** A value stored in an old form: `v1.` (sealed without associated data) or plain text. Only for the one-time upgrade. */
export function openLegacySecret(stored: string, key: Buffer): string {
  if (stored.startsWith(LEGACY_PREFIX)) return open(stored.slice(LEGACY_PREFIX.length), key, undefined);
  if (isSealed(stored)) throw new SecretOpenError('Not an old-form secret');
  return stored;
}

/** A fresh check value for the database (secretKeyCheck.ts): opens only with this key. */
export function sealCheckValue(key: Buffer): string {
  return seal(randomBytes(16).toString('base64url'), key, CHECK_DATA);
}

/** Whether the check value opens with this key. */
export function checkValueOpens(stored: string, key: Buffer): boolean {
  if (!isSealed(stored)) return false;
  try {
    open(stored.slice(PREFIX.length), key, CHECK_DATA);
    return true;
  } catch {
    return false;
  }
}

/** 32 bytes from base64 or hex text; throws a clear message otherwise. */
export function parseKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error(`${source} must hold a 32-byte key (64 hex digits or 44 base64 characters)`);
  return key;
}

/**
 * Where a development key is kept when `TOTP_ENCRYPTION_KEY` is unset. PGlite: in its data
 * folder (`<dataDir>/totp.key`), which holds the database too, so deleting the folder for a
 * fresh demo removes both together. PostgreSQL: beside the data folder, in
 * `<dataDir>/../.keys/`, one file per database (host, port, name): deleting the PGlite folder
 * must not lose the key of a database that lives elsewhere.
 */
export function secretKeyFile(dataDir: string, databaseUrl?: string): string {
  if (!databaseUrl) return join(dataDir, 'totp.key');
  let label: string;
  try {
    const url = new URL(databaseUrl);
    label = `${url.hostname || 'local'}-${url.port || '5432'}-${decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres'}`;
  } catch {
    label = createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16);
  }
  return join(dirname(dataDir), '.keys', `totp-${label.replace(/[^A-Za-z0-9._-]/g, '_')}.key`);
}

/**
 * The key from `TOTP_ENCRYPTION_KEY`, else from the key file (created on first start, mode
 * 0600, for the demo). A production start never creates one: it needs the variable or an
 * existing file, so a lost key is noticed rather than silently replaced. `legacyFile`: where
 * an older version kept the key of this database (a PostgreSQL database's key in the PGlite
 * folder); outside production it is copied to `keyFile` rather than replaced by a new key.
 */
export function loadSecretKey(envValue: string | undefined, keyFile: string, production: boolean, legacyFile?: string): Buffer {
  if (envValue) return parseKey(envValue, 'TOTP_ENCRYPTION_KEY');
  if (existsSync(keyFile)) return parseKey(readFileSync(keyFile, 'utf8'), keyFile);
  if (legacyFile && existsSync(legacyFile)) {
    const key = parseKey(readFileSync(legacyFile, 'utf8'), legacyFile);
    if (production) return key;
    mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
    copyFileSync(legacyFile, keyFile);
    chmodSync(keyFile, 0o600);
    return key;
  }
  if (production) throw new Error(`Set TOTP_ENCRYPTION_KEY (32 bytes, base64 or hex), or provide ${keyFile}: production does not create a key`);
  mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(keyFile, 0o600);
  return key;
}
