/**
 * Client-side ("cfr") users' password reset (docs/product.md#cfr-users): a single-use link mailed
 * (only the SHA-256 of its token is stored, with its expiry; the outbox keeps the mail with the
 * token redacted) and its confirmation by the client portal. Both write an admin event and an
 * event on the client's timeline.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { conflict, invalid } from '../../domain/errors';
import type { Mailer } from '../../plugins/mailer';
import { hashPassword, passwordProblem } from '../../auth/password';
import { iso } from '../../repositories/rowValues';
import type { BodyOut } from '../../repositories/areaTypes';
import { endSessions, requireRef } from '../../repositories/cfrUsers/commands';
import {
  hashToken,
  RESET_HOURS,
  setResetToken,
  spendResetToken,
  userOfResetToken,
} from '../../repositories/cfrUsers/passwordReset';
import { recordCfrUserChange } from './trail';

type ConfirmResetBody = BodyOut<'cfrUsers', 'resetPasswordConfirm'>;

export async function resetCfrPassword(
  db: Database,
  mailer: Mailer,
  portalUrl: string,
  userId: number,
  input: BodyOut<'cfrUsers', 'resetPassword'>,
) {
  return db.transaction().execute(async (tx) => {
    const u = await requireRef(tx, input);
    if (u.activity_status === 'inactive') throw conflict(`${u.email} is inactive: reactivate the user before resetting the password`);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_HOURS * 3_600_000);
    await setResetToken(tx, u.id, token, expiresAt);
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
    await recordCfrUserChange(tx, userId, { id: u.id, email: u.email, clientId: u.client_id }, {
      action: 'resetPassword',
      summary: 'password reset link mailed',
      data: { event: 'resetMailed' },
    });
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
  const u = await userOfResetToken(db, tokenHash);
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
    // Spent (or replaced, or the user made inactive) since it was read: no password is set.
    if (!(await spendResetToken(tx, u.id, tokenHash, passwordHash, now))) throw unusableToken();
    const ended = await endSessions(tx, u.id, now);
    await recordCfrUserChange(tx, null, { id: u.id, email: u.email, clientId: u.client_id }, {
      action: 'resetPasswordConfirm',
      summary: `new password chosen through the reset link; ${ended} session(s) ended`,
      data: { event: 'passwordChosen', sessions: ended },
    });
    return { email: u.email, passwordChanged: true as const };
  });
}
