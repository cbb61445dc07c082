import type { Role } from '@courier/shared/access';
import type { Database } from '../db/database';
import { recordAdminEvent } from '../repositories/events/adminEvents';
import { revokeUserSessions } from '../repositories/sessions';
import { purgeTrustedDevices } from '../repositories/trustedDevices';
import { hashPassword, oneTimePassword } from './password';

/**
 * Staff account administration used by the CLI (docs/security.md). Every password set here
 * is a one-time password: the user chooses their own at the next sign-in. Anything that
 * changes how an account proves itself also ends its sessions and forgets its trusted devices.
 */

async function userId(db: Database, login: string): Promise<number> {
  const row = await db.selectFrom('staff_users').select('id').where('login', '=', login.trim().toLowerCase()).executeTakeFirst();
  if (!row) throw new Error(`No staff user "${login}"`);
  return row.id;
}

async function endAccess(db: Database, id: number): Promise<void> {
  await revokeUserSessions(db, id);
  await purgeTrustedDevices(db, id);
}

export async function createStaffUser(db: Database, input: { login: string; name: string; email?: string; roles: Role[]; password?: string }) {
  const password = input.password ?? oneTimePassword();
  const login = input.login.trim().toLowerCase();
  const user = await db
    .insertInto('staff_users')
    .values({
      login,
      name: input.name.trim(),
      email: input.email?.trim() || null,
      password_hash: await hashPassword(password),
      must_change_password: true,
      roles: input.roles,
    })
    .onConflict((oc) => oc.column('login').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!user) throw new Error(`The login "${login}" is already taken`);
  await recordAdminEvent(db, { userId: null, action: 'staffUsers.create', targetType: 'staff_user', targetId: user.id, summary: `Created ${login} (${input.roles.join(', ') || 'no role'}) from the CLI`, data: { login, roles: input.roles.join(', ') } });
  return { id: user.id, oneTimePassword: password };
}

export async function resetStaffPassword(db: Database, login: string, password = oneTimePassword()) {
  const id = await userId(db, login);
  const passwordHash = await hashPassword(password);
  await db
    .updateTable('staff_users')
    .set((eb) => ({ password_hash: passwordHash, must_change_password: true, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
  await endAccess(db, id);
  await recordAdminEvent(db, { userId: null, action: 'staffUsers.resetPassword', targetType: 'staff_user', targetId: id, summary: `Password of ${login} reset from the CLI`, data: { login } });
  return { id, oneTimePassword: password };
}

/**
 * Forgets the authenticator: the next sign-in chooses a new password (whoever took the
 * authenticator may know the old one), then enrols a new app through the QR code.
 */
export async function resetStaffTotp(db: Database, login: string) {
  const id = await userId(db, login);
  await db
    .updateTable('staff_users')
    .set((eb) => ({
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      must_change_password: true,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .execute();
  await endAccess(db, id);
  await recordAdminEvent(db, { userId: null, action: 'staffUsers.resetTotp', targetType: 'staff_user', targetId: id, summary: `Second factor of ${login} reset from the CLI`, data: { login } });
  return { id };
}

export async function setStaffActive(db: Database, login: string, active: boolean) {
  const id = await userId(db, login);
  await db
    .updateTable('staff_users')
    .set((eb) => ({ activity_status: active ? 'active' : 'inactive', version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
  if (!active) await endAccess(db, id);
  await recordAdminEvent(db, { userId: null, action: active ? 'staffUsers.activate' : 'staffUsers.deactivate', targetType: 'staff_user', targetId: id, summary: `${login} made ${active ? 'active' : 'inactive'} (CLI)`, data: { login } });
  return { id };
}
