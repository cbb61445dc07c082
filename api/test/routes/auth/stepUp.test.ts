import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { DEMO_TOTP_SECRET, totpCode } from '../../../src/auth/totp';
import { freshCode } from '../../helpers/stepUp';

let t: TestApp;
let finance: SignedIn;
let clientId: number;

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: 'STEPUP1', name: 'Step Up Client', payment_term_days: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  clientId = c.id;
});
afterAll(() => t.close());

const editContact = (as: SignedIn) =>
  as.post(api.finance.updateBillingContact, { clientId, name: 'Compta Step', email: 'compta@stepup.test' });

describe('POST auth/stepUp and the sensitive finance calls', () => {
  test('refused without a step-up: 403 step_up_required on the three calls, nothing written', async () => {
    const contact = await editContact(finance);
    expect(contact.status).toBe(403);
    expect(contact.body.error.code).toBe('step_up_required');
    expect(contact.body.error.message).toBe('Type a fresh code from your authenticator app to confirm this action');
    const send = await finance.post(api.finance.sendReminders, { clientId, send: true });
    expect(send.status).toBe(403);
    expect(send.body.error.code).toBe('step_up_required');
    const lift = await finance.post(api.finance.liftRecovery, { clientId, comment: 'Agreed plan' });
    expect(lift.status).toBe(403);
    expect(lift.body.error.code).toBe('step_up_required');
    // A preview needs no step-up.
    expect((await finance.post(api.finance.sendReminders, { clientId, send: false })).status).toBe(200);
    const row = await t.db.selectFrom('clients').select('billing_contact_id').where('id', '=', clientId).executeTakeFirstOrThrow();
    expect(row.billing_contact_id).toBeNull();
  });

  test('the code of the sign-in (same time step) is refused; a newer one is accepted and opens the calls for this session only', async () => {
    const user = await t.db.selectFrom('staff_users').select('totp_last_step').where('login', '=', 'finance').executeTakeFirstOrThrow();
    expect(user.totp_last_step).not.toBeNull();
    const reused = await finance.post(api.auth.stepUp, {
      code: await totpCode(DEMO_TOTP_SECRET, new Date(user.totp_last_step! * 30_000 + 1_000)),
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.fields).toEqual({ code: 'Code already used' });
    expect((await editContact(finance)).status).toBe(403);

    const code = await freshCode(t, 'finance');
    const ok = await finance.post(api.auth.stepUp, { code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.validForSeconds).toBe(300);
    const again = await finance.post(api.auth.stepUp, { code });
    expect(again.status).toBe(400);
    expect(fieldNames(again)).toEqual(['code']);

    const edited = await editContact(finance);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Compta Step', email: 'compta@stepup.test', version: 1 });
    const event = await t.db.selectFrom('admin_events').select(['action']).where('action', '=', 'auth.stepUp').executeTakeFirst();
    expect(event?.action).toBe('auth.stepUp');

    // Another session of the same user has not stepped up.
    const other = await t.injectAs('finance');
    expect((await other.post(api.finance.sendReminders, { clientId, send: true })).body.error.code).toBe('step_up_required');
  });

  test('a step-up older than 5 minutes no longer counts', async () => {
    const code = await freshCode(t, 'finance');
    expect((await finance.post(api.auth.stepUp, { code })).status).toBe(200);
    await sql`update sessions set step_up_at = now() - interval '301 seconds' where step_up_at is not null`.execute(t.db);
    const res = await finance.post(api.finance.sendReminders, { clientId, send: true });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('step_up_required');
  });

  test('a wrong code or a malformed one is a 400 naming code; any signed-in user may step up', async () => {
    const wrong = await finance.post(api.auth.stepUp, { code: '000000' === (await totpCode(DEMO_TOTP_SECRET)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ code: 'Wrong or expired code' });
    const malformed = await finance.postUnchecked(api.auth.stepUp, { code: 'abc' });
    expect(malformed.status).toBe(400);
    expect(fieldNames(malformed)).toEqual(['code']);
    const noroles = await t.injectAs('noroles');
    const res = await noroles.post(api.auth.stepUp, { code: await freshCode(t, 'noroles') });
    expect(res.status).toBe(200);
  });
});
