import { hashToken } from '../auth/tokens';
import type { Executor } from '../db/executor';

/** How long a device stays trusted, and how many one user may keep (the oldest goes). */
export const TRUST_DEVICE_DAYS = 30;
export const MAX_TRUSTED_DEVICES = 10;

/** The device behind a cookie secret, if it is this user's, on this network, and still trusted. */
export async function findTrustedDevice(db: Executor, userId: number, secret: string, ip: string) {
  return db
    .selectFrom('trusted_devices')
    .select(['id'])
    .where('secret_hash', '=', hashToken(secret))
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('trusted_until', '>', new Date())
    .executeTakeFirst();
}

export async function markDeviceUsed(db: Executor, id: number): Promise<void> {
  await db.updateTable('trusted_devices').set({ last_used_at: new Date() }).where('id', '=', id).execute();
}

/** Stores a new trusted device (hash of its secret only) and drops the user's oldest beyond the cap. */
export async function addTrustedDevice(
  db: Executor,
  input: { userId: number; ip: string; secret: string; label: string; claimedIp: string | null },
) {
  const trustedUntil = new Date(Date.now() + TRUST_DEVICE_DAYS * 24 * 3600_000);
  const row = await db
    .insertInto('trusted_devices')
    .values({
      user_id: input.userId,
      ip: input.ip,
      secret_hash: hashToken(input.secret),
      label: input.label,
      user_ip_claimed: input.claimedIp,
      trusted_until: trustedUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const keep = db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', input.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_TRUSTED_DEVICES);
  await db.deleteFrom('trusted_devices').where('user_id', '=', input.userId).where('id', 'not in', keep).execute();
  return { id: row.id, trustedUntil };
}

export async function listTrustedDevices(db: Executor, userId: number, currentSecret: string | undefined) {
  const current = currentSecret ? hashToken(currentSecret) : undefined;
  const rows = await db
    .selectFrom('trusted_devices')
    .select(['id', 'ip', 'label', 'secret_hash', 'created_at', 'last_used_at', 'trusted_until'])
    .where('user_id', '=', userId)
    .where('trusted_until', '>', new Date())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ip: r.ip,
    label: r.label,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    trustedUntil: new Date(r.trusted_until).toISOString(),
    current: r.secret_hash === current,
  }));
}

/** Forgets one device of this user; false when it is not theirs or already gone. */
export async function revokeTrustedDevice(db: Executor, userId: number, id: number): Promise<boolean> {
  const gone = await db.deleteFrom('trusted_devices').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return gone !== undefined;
}

/** Every device of a user: on password reset, second-factor reset and deactivation. */
export async function purgeTrustedDevices(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
