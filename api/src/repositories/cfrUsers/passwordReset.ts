/**
 * Client-side ("cfr") users (docs/product.md#cfr-users): the password reset (a single-use link
 * mailed; only the SHA-256 of its token is stored, with its expiry; the outbox keeps the mail
 * with the token redacted) and its confirmation by the client portal. Both write an admin event
 * and an event on the client's timeline.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, invalid } from '../../domain/errors';
import type { Mailer } from '../../plugins/mailer';
import { hashPassword, passwordProblem } from '../../auth/password';
import { iso } from '../rowValues';
import type { BodyOut } from '../areaTypes';
import { recordChange, requireRef } from './commands';

type ConfirmResetBody = BodyOut<'cfrUsers', 'resetPasswordConfirm'>;

/** How long a reset link works (CFR_RESET_HOURS of the contract). */
export const RESET_HOURS = 24;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function resetCfrPassword(
  db: Database,
  mailer: Mailer,
  portalUrl: string,
  userId: number,
  input: { clientId: number; userCFrId: number; email: string },
) {
  return db.transaction().execute(async (tx) => {
    const u = await requireRef(tx, input);
    if (u.activity_status === 'inactive') throw conflict(`${u.email} is inactive: reactivate the user before resetting the password`);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_HOURS * 3_600_000);
    await tx
      .updateTable('cfr_users')
      .set({ reset_token_hash: hashToken(token), reset_expires_at: expiresAt, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', u.id)
      .execute();
    const link = `${portalUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    const outboxId = await mailer.queue(
      {
        to: [u.email],
        subject: 'Choose a new password',
        text: `Hello ${u.first_name},\n\nUse this link to choose a new password. It works once, within ${RESET_HOURS} hours:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        // Only the recipient's mailbox gets the token: the outbox keeps `token=[redacted]`.
        secrets: [token],
      },
      tx,
    );
    await recordChange(tx, userId, { id: u.id, email: u.email, clientId: u.client_id }, 'resetPassword', 'password reset link mailed');
    return { userCFrId: u.id, sentTo: u.email, expiresAt: iso(expiresAt), outboxId };
  });
}

/** Why a reset link's token is refused: the same answer whether it never existed, was used or was replaced. */
const unusableToken = () =>
  invalid('This password-reset link is not valid: it was already used, replaced by a newer one, or never existed', {
    token: 'Unknown or already used: ask for a new link',
  });

/**
 * POST users/cfr/resetPassword/confirm (public: the client portal's reset page). The token of a
 * reset link, still ahead of its expiry, sets the user's password (argon2id, as staff passwords)
 * once: the token is forgotten in the same update, so a second use, or two at once, finds none.
 * The user's open sessions end. A weak password is refused before the token is spent.
 */
export async function confirmCfrPasswordReset(db: Database, resetInput: ConfirmResetBody) {
  const tokenHash = hashToken(resetInput.token);
  const u = await db
    .selectFrom('cfr_users')
    .select(['id', 'email', 'client_id', 'activity_status', 'reset_expires_at'])
    .where('reset_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!u || u.activity_status !== 'active') throw unusableToken();
  if (!u.reset_expires_at || new Date(u.reset_expires_at).getTime() <= Date.now())
    throw invalid(`This password-reset link has expired (a link works ${RESET_HOURS} hours): ask for a new one`, {
      token: 'Expired: ask for a new link',
    });
  const problem = passwordProblem(resetInput.newPassword, u.email);
  if (problem) throw invalid(problem, { newPassword: problem });
  const passwordHash = await hashPassword(resetInput.newPassword);
  return db.transaction().execute(async (tx) => {
    const now = new Date();
    const spent = await tx
      .updateTable('cfr_users')
      .set({ password_hash: passwordHash, reset_token_hash: null, reset_expires_at: null, version: sql`version + 1`, updated_at: now })
      .where('id', '=', u.id)
      .where('reset_token_hash', '=', tokenHash)
      .where('reset_expires_at', '>', now)
      .where('activity_status', '=', 'active')
      .executeTakeFirst();
    // Spent (or replaced, or the user made inactive) since it was read: no password is set.
    if (Number(spent.numUpdatedRows) !== 1) throw unusableToken();
    const ended = await tx
      .updateTable('cfr_user_sessions')
      .set({ revoked_at: now })
      .where('cfr_user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordChange(
      tx,
      null,
      { id: u.id, email: u.email, clientId: u.client_id },
      'resetPasswordConfirm',
      `new password chosen through the reset link; ${Number(ended.numUpdatedRows)} session(s) ended`,
    );
    return { email: u.email, passwordChanged: true as const };
  });
}
