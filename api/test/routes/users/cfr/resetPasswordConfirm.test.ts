import { api } from '@courier/shared/contract';
import { fieldNames, typedInject, type TypedInject } from '../../../helpers/injectAs';
import { captureTransport, type HandedMail } from '../../../helpers/mailCapture';
import { buildTestApp, seededTestApp, type SignedIn, type TestApp } from '../../../helpers/testApp';
import { hashToken } from '../../../../src/repositories/cfrUsers/passwordReset';
import { verifyPassword } from '../../../../src/auth/password';

/**
 * A client-side user's password reset, end to end: the link is mailed to the client portal
 * (CLIENT_PORTAL_URL) and only the recipient's mailbox (here, the transport) ever holds its token;
 * the outbox and `outbox/getMail` show `[redacted]` (until sent, the mail as written is only kept
 * sealed, test/mail/sender.test.ts). The client portal's reset page sends the token
 * back with a new password (public call), once, within 24 hours.
 */
const PORTAL = 'https://clients.courier.example/portal';
const NEW_PASSWORD = 'a-long-new-password-42';

let t: TestApp;
let handed: HandedMail[];
let cfr: SignedIn;
let settings: SignedIn;
/** No session at all, as the client portal's reset page calls. */
let anonymous: TypedInject;

beforeAll(async () => {
  const capture = captureTransport();
  handed = capture.handed;
  t = await seededTestApp({ clientPortalUrl: PORTAL, clientPortalUrlExplicit: true }, { mailTransport: capture.transport });
  cfr = await t.injectAs('cfrusers');
  settings = await t.injectAs('settings');
  anonymous = typedInject((o) => t.app.inject({ remoteAddress: '10.24.4.1', ...o }));
});
afterAll(() => t.close());

const activeUser = (offset: number) =>
  t.db.selectFrom('cfr_users').selectAll().where('activity_status', '=', 'active').orderBy('id').offset(offset).executeTakeFirstOrThrow();
const userRow = (id: number) => t.db.selectFrom('cfr_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Asks for a reset of this user; answers the outbox id and the link as the recipient got it. */
async function mailReset(u: { id: number; client_id: number; email: string }) {
  const res = await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email });
  expect(res.status).toBe(200);
  // Queued with the reset, sent after its commit (as server.ts's sender does).
  await t.sendQueuedMail();
  const mail = handed.at(-1)!;
  expect(mail.to).toEqual([u.email]);
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  const token = new URL(link).searchParams.get('token')!;
  return { outboxId: res.body.data.outboxId, mail, link, token };
}

test('the recipient gets a link to CLIENT_PORTAL_URL; the outbox and outbox/getMail(s) never hold its token', async () => {
  const u = await activeUser(0);
  const { outboxId, mail, link, token } = await mailReset(u);
  expect(link).toBe(`${PORTAL}/reset-password?token=${token}`);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(mail.text).toContain(link);
  expect((await userRow(u.id)).reset_token_hash).toBe(hashToken(token));

  const stored = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirstOrThrow();
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(stored.text_body).toContain(`${PORTAL}/reset-password?token=[redacted]`);

  const one = await settings.get(api.settings.getMail, { id: outboxId });
  expect(one.status).toBe(200);
  expect(JSON.stringify(one.body)).not.toContain(token);
  expect(one.body.data.text).toContain('token=[redacted]');
  const list = await settings.get(api.settings.getMails, { search: u.email });
  expect(list.body.data.items.map((m) => m.id)).toContain(outboxId);
  expect(JSON.stringify(list.body)).not.toContain(token);
});

test('the mailed link works once, without a session: the password is set, the token forgotten, sessions ended', async () => {
  const u = await activeUser(1);
  await t.db.insertInto('cfr_user_sessions').values({ cfr_user_id: u.id, token_hash: hashToken(`reset-session-${u.id}`) }).execute();
  const { token } = await mailReset(u);

  const res = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: NEW_PASSWORD });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ email: u.email, passwordChanged: true });
  const row = await userRow(u.id);
  expect(await verifyPassword(row.password_hash!, NEW_PASSWORD)).toBe(true);
  expect(row.password_hash).not.toContain(NEW_PASSWORD);
  expect(row).toMatchObject({ reset_token_hash: null, reset_expires_at: null });
  const open = await t.db.selectFrom('cfr_user_sessions').select('id').where('cfr_user_id', '=', u.id).where('revoked_at', 'is', null).execute();
  expect(open).toEqual([]);
  const event = await t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(event).toMatchObject({ user_id: null, action: 'cfrUsers.resetPasswordConfirm', target_id: String(u.id) });
  expect(event.summary).not.toContain(token);
  expect((await cfr.get(api.cfrUsers.getUser, undefined, { id: u.id })).body.data.resetExpiresAt).toBeNull();

  const again = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: 'another-long-password-7' });
  expect(again.status).toBe(400);
  expect(fieldNames(again)).toEqual(['token']);
  expect(again.body.error.message).toMatch(/already used/);
  expect(await verifyPassword((await userRow(u.id)).password_hash!, NEW_PASSWORD)).toBe(true);
});

test('an expired link is refused, naming the token, and sets nothing', async () => {
  const u = await activeUser(2);
  const { token } = await mailReset(u);
  await t.db.updateTable('cfr_users').set({ reset_expires_at: new Date(Date.now() - 1000) }).where('id', '=', u.id).execute();
  const res = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: NEW_PASSWORD });
  expect(res.status).toBe(400);
  expect(fieldNames(res)).toEqual(['token']);
  expect(res.body.error.message).toMatch(/expired/);
  expect((await userRow(u.id)).password_hash).toBe(u.password_hash);
});

test('a link replaced by a newer one, or one of a user made inactive, no longer works', async () => {
  const u = await activeUser(3);
  const first = await mailReset(u);
  const second = await mailReset(u);
  expect(second.token).not.toBe(first.token);
  const old = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token: first.token, newPassword: NEW_PASSWORD });
  expect(old.status).toBe(400);
  expect(fieldNames(old)).toEqual(['token']);

  expect((await cfr.post(api.cfrUsers.inactiveUser, { clientId: u.client_id, userCFrId: u.id, email: u.email })).status).toBe(200);
  const inactive = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token: second.token, newPassword: NEW_PASSWORD });
  expect(inactive.status).toBe(400);
  expect(fieldNames(inactive)).toEqual(['token']);
  expect((await userRow(u.id)).password_hash).toBe(u.password_hash);
});

test('a weak password is a 400 naming newPassword and does not spend the link; bad bodies name their fields', async () => {
  const u = await activeUser(4);
  const { token } = await mailReset(u);
  const short = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: 'short' });
  expect(short.status).toBe(400);
  expect(fieldNames(short)).toEqual(['newPassword']);
  const demo = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: 'courier-demo-2026' });
  expect(demo.status).toBe(400);
  expect(fieldNames(demo)).toEqual(['newPassword']);
  expect(u.email.length).toBeGreaterThanOrEqual(12);
  const ownEmail = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: u.email.toUpperCase() });
  expect(ownEmail.status).toBe(400);
  expect(fieldNames(ownEmail)).toEqual(['newPassword']);
  expect(ownEmail.body.error.message).toMatch(/login/);
  expect((await userRow(u.id)).reset_token_hash).toBe(hashToken(token));

  const empty = await anonymous.postUnchecked(api.cfrUsers.resetPasswordConfirm, {});
  expect(empty.status).toBe(400);
  expect(fieldNames(empty)).toEqual(['newPassword', 'token']);
  const unknown = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token: 'no-such-token', newPassword: NEW_PASSWORD });
  expect(unknown.status).toBe(400);
  expect(fieldNames(unknown)).toEqual(['token']);

  const ok = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: NEW_PASSWORD });
  expect(ok.status).toBe(200);
});

test('the confirm call is limited per address, like the sign-in calls', async () => {
  const strict = await buildTestApp({ rateLimit: { ...t.config.rateLimit, authCallsPerIpPerMinute: 3 } });
  try {
    const from = (ip: string) => typedInject((o) => strict.app.inject({ remoteAddress: ip, ...o }));
    const body = { token: 'guessed-token', newPassword: NEW_PASSWORD };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('10.24.4.2').post(api.cfrUsers.resetPasswordConfirm, body)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await from('10.24.4.3').post(api.cfrUsers.resetPasswordConfirm, body)).status).toBe(400);
  } finally {
    await strict.close();
  }
});

describe('a staff change of the email or the client cancels a pending link and ends the sessions', () => {
  const openSessions = (id: number) =>
    t.db.selectFrom('cfr_user_sessions').select('id').where('cfr_user_id', '=', id).where('revoked_at', 'is', null).execute();

  test('a new email: the link mailed to the old address no longer works', async () => {
    const u = await activeUser(6);
    await t.db.insertInto('cfr_user_sessions').values({ cfr_user_id: u.id, token_hash: hashToken(`email-session-${u.id}`) }).execute();
    const { token } = await mailReset(u);
    const changed = await cfr.post(api.cfrUsers.updateUser, { userCFrId: u.id, version: (await userRow(u.id)).version, email: `moved.${u.id}@elsewhere.example` });
    expect(changed.status).toBe(200);
    expect(changed.body.data.resetExpiresAt).toBeNull();
    expect(await openSessions(u.id)).toEqual([]);
    const res = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(fieldNames(res)).toEqual(['token']);
    expect((await userRow(u.id)).password_hash).toBe(u.password_hash);
  });

  test('moved to another client: the link no longer works; a change of name alone keeps it', async () => {
    const u = await activeUser(7);
    await t.db.insertInto('cfr_user_sessions').values({ cfr_user_id: u.id, token_hash: hashToken(`move-session-${u.id}`) }).execute();
    const kept = await mailReset(u);
    const renamed = await cfr.post(api.cfrUsers.updateUser, { userCFrId: u.id, version: (await userRow(u.id)).version, firstName: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.resetExpiresAt).not.toBeNull();
    expect(await openSessions(u.id)).toHaveLength(1);

    const other = await t.db.selectFrom('clients').select('id').where('activity_status', '=', 'active').where('id', '!=', u.client_id).orderBy('id').executeTakeFirstOrThrow();
    const moved = await cfr.inject({
      method: 'POST',
      url: `/api/users/cfr/updateUser?clientId=${other.id}`,
      payload: { userCFrId: u.id, version: (await userRow(u.id)).version },
    });
    expect(moved.statusCode).toBe(200);
    expect((await userRow(u.id)).client_id).toBe(other.id);
    expect(await openSessions(u.id)).toEqual([]);
    const res = await anonymous.post(api.cfrUsers.resetPasswordConfirm, { token: kept.token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(fieldNames(res)).toEqual(['token']);
  });
});
