/**
 * A client-side user's password-reset link as stored (services/cfrUsers/passwordReset.ts mails
 * and spends it): only the SHA-256 of its token, with its expiry.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** How long a reset link works (CFR_RESET_HOURS of the contract). */
export const RESET_HOURS = 24;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function setResetToken(tx: Executor, cfrUserId: number, token: string, expiresAt: Date) {
  await tx
    .updateTable('cfr_users')
    .set({ reset_token_hash: hashToken(token), reset_expires_at: expiresAt, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', cfrUserId)
    .execute();
}

/** The user a reset link's token hash belongs to, if any. */
export function userOfResetToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('cfr_users')
    .select(['id', 'email', 'client_id', 'activity_status', 'reset_expires_at'])
    .where('reset_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Sets the password and forgets the token in one conditional update, so a second use, or two at
 * once, finds none. Returns whether it was still there (not spent, replaced or expired, and the
 * user still active).
 */
export async function spendResetToken(tx: Executor, cfrUserId: number, tokenHash: string, passwordHash: string, now: Date) {
  const spent = await tx
    .updateTable('cfr_users')
    .set({ password_hash: passwordHash, reset_token_hash: null, reset_expires_at: null, version: sql`version + 1`, updated_at: now })
    .where('id', '=', cfrUserId)
    .where('reset_token_hash', '=', tokenHash)
    .where('reset_expires_at', '>', now)
    .where('activity_status', '=', 'active')
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
