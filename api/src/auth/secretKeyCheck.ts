import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { checkValueOpens, isSealed, openLegacySecret, openSecret, sealCheckValue, sealSecret } from './secretBox';

/** The key given does not open the database's sealed secrets: the start refuses (message names the variable). */
export class SecretKeyMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyMismatchError';
  }
}

export interface KeyCheckResult {
  /** The check value was absent (first start with a key) and is now written. */
  created: boolean;
  /** Secrets stored in an older form (v1 without their user bound, or plain) now sealed bound to their user. */
  resealed: number;
}

const HOW_TO_FIX =
  'Start with the key these secrets were sealed with (TOTP_ENCRYPTION_KEY, or its key file), or, with that key at hand, move to another one with `cli rotate-totp-key`. See docs/security.md.';

/** Who holds the key, for the messages: the variable itself, or the key file used while it is unset. */
const keyNamed = (source: string) => (source === 'TOTP_ENCRYPTION_KEY' ? 'TOTP_ENCRYPTION_KEY' : `The key from ${source} (TOTP_ENCRYPTION_KEY is unset)`);

async function secretsOf(tx: Executor) {
  return tx.selectFrom('staff_users').select(['id', 'login', 'totp_secret']).where('totp_secret', 'is not', null).orderBy('id').forUpdate().execute();
}

/**
 * Run by every start before it serves (server.ts): the key must open the database's check value
 * (else SecretKeyMismatchError), so a wrong key is refused at start, not at the first sign-in. The
 * first start with a key checks that it opens every stored secret, re-seals older forms and writes
 * the check value in one transaction; concurrent starts queue on the check row.
 */
export async function checkSecretKey(db: Database, key: Buffer, source = 'TOTP_ENCRYPTION_KEY'): Promise<KeyCheckResult> {
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('totp_key_check')
      .values({ sealed: sealCheckValue(key) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const row = await tx.selectFrom('totp_key_check').select('sealed').executeTakeFirstOrThrow();
      if (!checkValueOpens(row.sealed, key)) {
        throw new SecretKeyMismatchError(
          `${keyNamed(source)} does not open this database's TOTP secrets (its key check value was sealed with another key). ${HOW_TO_FIX}`,
        );
      }
      return { created: false, resealed: 0 };
    }
    const rows = await secretsOf(tx);
    const unopened: string[] = [];
    let resealed = 0;
    for (const row of rows) {
      const stored = row.totp_secret!;
      try {
        if (isSealed(stored)) {
          openSecret(stored, key, row.id);
          continue;
        }
        const plain = openLegacySecret(stored, key);
        await tx.updateTable('staff_users').set({ totp_secret: sealSecret(plain, key, row.id) }).where('id', '=', row.id).execute();
        resealed++;
      } catch {
        unopened.push(row.login);
      }
    }
    if (unopened.length) {
      throw new SecretKeyMismatchError(
        `${keyNamed(source)} does not open the TOTP secrets of ${unopened.length} of ${rows.length} accounts (${unopened.slice(0, 10).join(', ')}${unopened.length > 10 ? ', …' : ''}). ${HOW_TO_FIX} If only some accounts are listed, the key is right and those secrets were damaged: \`cli reset-totp --login X\` makes them enrol again.`,
      );
    }
    return { created: true, resealed };
  });
}

/**
 * `cli rotate-totp-key`: every sealed secret, and the check value, opened with `oldKey` and
 * sealed again with `newKey`, in one transaction; nothing changes unless all of them open.
 * Returns how many secrets were re-sealed. Afterwards only `newKey` starts the server.
 */
export async function rotateSecretKey(db: Database, oldKey: Buffer, newKey: Buffer): Promise<number> {
  if (oldKey.equals(newKey)) throw new Error('The new key is the old key');
  // The old key must pass the start's check first (and a database without a check value
  // gets one, its old-form secrets re-sealed), so what follows only meets current forms.
  try {
    await checkSecretKey(db, oldKey);
  } catch (err) {
    if (err instanceof SecretKeyMismatchError) throw new Error(`Nothing changed: the old key does not open this database's TOTP secrets (${err.message})`, { cause: err });
    throw err;
  }
  return db.transaction().execute(async (tx) => {
    // Holds the check row (and so any start or second rotation) until this one commits.
    await sql`select id from totp_key_check for update`.execute(tx);
    const rows = await secretsOf(tx);
    const unopened: string[] = [];
    for (const row of rows) {
      let plain: string;
      try {
        plain = openSecret(row.totp_secret!, oldKey, row.id);
      } catch {
        unopened.push(row.login);
        continue;
      }
      await tx.updateTable('staff_users').set({ totp_secret: sealSecret(plain, newKey, row.id) }).where('id', '=', row.id).execute();
    }
    if (unopened.length) {
      throw new Error(
        `Nothing changed: the old key does not open the TOTP secrets of ${unopened.join(', ')}. Reset their authenticators (cli reset-totp --login X), then rotate again.`,
      );
    }
    await tx.updateTable('totp_key_check').set({ sealed: sealCheckValue(newKey), rotated_at: new Date() }).execute();
    return rows.length;
  });
}
