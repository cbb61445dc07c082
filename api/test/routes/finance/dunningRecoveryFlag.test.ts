import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { recoveryRefusal } from '../../../src/repositories/finance/recoveryFlags';
import { syncRecoveryFlags } from '../../../src/services/finance/recoveryFlags';
import { t, finance, clientsUser, asOf, invoice, client, useSeededApp } from './dunningSetup';

useSeededApp();

describe('the "in recovery" flag', () => {
  let clientId: number;
  beforeAll(async () => {
    clientId = await client('REC1');
    await invoice(clientId, 40, 600_000); // 6,000.00 EUR overdue, over the 5,000.00 EUR threshold
  });

  test('a client over the threshold is flagged when its reminders are previewed; a client event; planning gets a refusal', async () => {
    expect(await recoveryRefusal(t.db, clientId)).toBeNull();
    await finance.post(api.finance.sendReminders, { clientId });
    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.recovery).toMatchObject({
      inRecovery: true,
      flaggedBy: null,
      reason: 'Overdue 6,000.00 EUR passed the recovery threshold of 5,000.00 EUR',
      liftedAt: null,
    });
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('kind', '=', 'recovery')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(
      'In recovery: Overdue 6,000.00 EUR passed the recovery threshold of 5,000.00 EUR',
    );
    expect(await recoveryRefusal(t.db, clientId)).toMatch(
      /^Client REC1 \(Dunning REC1\) is in recovery since \d{4}-\d{2}-\d{2} \(Overdue 6,000\.00 EUR passed/,
    );
    const summary = await finance.get(api.finance.getClientInvoiceSummary, { search: 'REC1' });
    expect(summary.body.data.items).toHaveLength(1);
    expect(summary.body.data.items[0].inRecoverySince).toBe(detail.body.data.recovery.since);
  });

  test('lifting: 400 without comment, 404, 403; then lifted with a comment (event), 409 when lifted again; not flagged again while over', async () => {
    const blank = await finance.postUnchecked(api.finance.liftRecovery, { clientId, comment: ' ' });
    expect(blank.status).toBe(400);
    expect(fieldNames(blank)).toEqual(['comment']);
    const unknown = await finance.post(api.finance.liftRecovery, { clientId: 999_999, comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await clientsUser.post(api.finance.liftRecovery, { clientId, comment: 'x' })).status).toBe(403);

    const lifted = await finance.post(api.finance.liftRecovery, { clientId, comment: 'Payment plan agreed' });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({
      inRecovery: false,
      since: null,
      liftedBy: 'Finance Demo',
      liftComment: 'Payment plan agreed',
    });
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: 'recovery', summary: 'Recovery block lifted: Payment plan agreed' });
    expect(await recoveryRefusal(t.db, clientId)).toBeNull();
    const twice = await finance.post(api.finance.liftRecovery, { clientId, comment: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('REC1 is not in recovery: there is no block to lift');

    await finance.post(api.finance.sendReminders, { clientId });
    expect(
      (await finance.get(api.finance.getRecovery, {}, { id: clientId })).body.data.recovery.inRecovery,
    ).toBe(false);
  });

  test('once the debt is back under the threshold the rule is armed again, and flags the client when it passes it again', async () => {
    const inv = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payments')
      .values({ client_id: clientId, invoice_id: inv.id, paid_on: asOf, amount: 200_000, reference: 'PART' })
      .execute();
    await finance.post(api.finance.sendReminders, { clientId });
    const armed = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(armed.body.data.recovery).toMatchObject({ inRecovery: false, liftedAt: null });
    await invoice(clientId, 15, 150_000); // 4,000 + 1,500 = 5,500.00 EUR overdue
    await finance.post(api.finance.sendReminders, { clientId });
    const again = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(again.body.data.recovery).toMatchObject({
      inRecovery: true,
      reason: 'Overdue 5,500.00 EUR passed the recovery threshold of 5,000.00 EUR',
    });
  });

  test('a flagged client whose debt is paid loses the flag at the next run of the daily job (event), not at a GET', async () => {
    const open = await t.db
      .selectFrom('invoices')
      .select(['id', 'amount'])
      .where('client_id', '=', clientId)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    for (const i of open)
      await t.db
        .insertInto('payments')
        .values({
          client_id: clientId,
          invoice_id: i.id,
          paid_on: asOf,
          amount: i.amount,
          reference: `ALL-${i.id}`,
        })
        .execute();
    // The payments were written straight to the table: reading changes no flag.
    await finance.get(api.finance.getClientInvoiceSummary, {});
    const still = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(still.body.data.recovery.inRecovery).toBe(true);
    expect(still.body.data.figures.totalDue).toBe(0);
    // The daily job (server timer, `cli recovery-flags`) applies the rule.
    const changes = await syncRecoveryFlags(t.db);
    expect(changes.cleared).toBeGreaterThanOrEqual(1);
    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.recovery.inRecovery).toBe(false);
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(
      'Recovery flag cleared: overdue 0.00 EUR is at or under the threshold of 5,000.00 EUR',
    );
  });
});

describe('the rule run by writes and by the daily job', () => {
  test('a lower threshold flags the clients over it in the settings change; the job run again changes nothing', async () => {
    const c = await client('REC2', false);
    await invoice(c, 20, 300_000);
    const settings = (await finance.get(api.finance.getSettings)).body.data;
    const lower = await finance.post(api.finance.updateSettings, { ...settings, recoveryThreshold: 250_000 });
    expect(lower.status).toBe(200);
    const detail = await finance.get(api.finance.getRecovery, {}, { id: c });
    expect(detail.body.data.recovery).toMatchObject({
      inRecovery: true,
      reason: 'Overdue 3,000.00 EUR passed the recovery threshold of 2,500.00 EUR',
    });
    const events = await t.db
      .selectFrom('client_events')
      .select('id')
      .where('client_id', '=', c)
      .where('kind', '=', 'recovery')
      .execute();
    expect(events).toHaveLength(1);
    expect(await syncRecoveryFlags(t.db, [c])).toEqual({ flagged: 0, cleared: 0, armed: 0 });
    // Back to the default threshold: a raised threshold lifts no block, now or at the daily job.
    const back = await finance.post(api.finance.updateSettings, {
      ...settings,
      version: lower.body.data.version,
    });
    expect(back.status).toBe(200);
    expect((await finance.get(api.finance.getRecovery, {}, { id: c })).body.data.recovery.inRecovery).toBe(
      true,
    );
    expect(await syncRecoveryFlags(t.db, [c])).toEqual({ flagged: 0, cleared: 0, armed: 0 });
    // Paid down to the threshold that flagged it: the rule clears it.
    const inv = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', c)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payments')
      .values({ client_id: c, invoice_id: inv.id, paid_on: asOf, amount: 50_000, reference: 'DOWN' })
      .execute();
    expect((await syncRecoveryFlags(t.db, [c])).cleared).toBe(1);
    expect(await recoveryRefusal(t.db, c)).toBeNull();
  });

  test('raising the threshold lifts no block: planning still refuses the client until finance lifts it', async () => {
    const c = await client('REC4', false);
    await invoice(c, 30, 700_000); // 7,000.00 EUR overdue, over the 5,000.00 EUR threshold
    await finance.post(api.finance.sendReminders, { clientId: c });
    expect(await recoveryRefusal(t.db, c)).not.toBeNull();
    const settings = (await finance.get(api.finance.getSettings)).body.data;
    const raised = await finance.post(api.finance.updateSettings, {
      ...settings,
      recoveryThreshold: 100_000_000,
    });
    expect(raised.status).toBe(200);
    expect(await recoveryRefusal(t.db, c)).not.toBeNull();
    await syncRecoveryFlags(t.db);
    expect(await recoveryRefusal(t.db, c)).not.toBeNull();
    const restored = await finance.post(api.finance.updateSettings, {
      ...settings,
      version: raised.body.data.version,
    });
    expect(restored.status).toBe(200);
  });

  test('lifting a batch: a fresh code, one comment on each lift; a client no longer in recovery is said apart; 404 for an unknown one', async () => {
    const a = await client('REC5', false);
    const b = await client('REC6', false);
    const c = await client('REC7', false);
    for (const id of [a, b, c]) await invoice(id, 30, 800_000);
    for (const id of [a, b]) await finance.post(api.finance.sendReminders, { clientId: id });
    const fresh = await t.injectAs('finance');
    const refused = await fresh.post(api.finance.liftRecoveries, {
      clientIds: [a, b],
      comment: 'Payment plans agreed',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('step_up_required');
    expect(
      (await clientsUser.post(api.finance.liftRecoveries, { clientIds: [a], comment: 'x' })).status,
    ).toBe(403);
    const unknown = await finance.post(api.finance.liftRecoveries, { clientIds: [a, 999_999], comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientIds']);
    expect(await recoveryRefusal(t.db, a)).not.toBeNull();

    const done = await finance.post(api.finance.liftRecoveries, {
      clientIds: [a, b, c],
      comment: 'Payment plans agreed',
    });
    expect(done.status).toBe(200);
    expect(done.body.data.lifted.map((l) => l.businessCode)).toEqual(['REC5', 'REC6']);
    expect(done.body.data.notInRecovery.map((l) => l.businessCode)).toEqual(['REC7']);
    for (const id of [a, b]) {
      expect(await recoveryRefusal(t.db, id)).toBeNull();
      const event = await t.db
        .selectFrom('client_events')
        .select('summary')
        .where('client_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event.summary).toBe('Recovery block lifted (with 1 other client): Payment plans agreed');
      const detail = await finance.get(api.finance.getRecovery, {}, { id });
      expect(detail.body.data.recovery).toMatchObject({
        inRecovery: false,
        liftedBy: 'Finance Demo',
        liftComment: 'Payment plans agreed',
      });
    }
  });

  test('no GET of the area writes a row (clients, client events, admin events)', async () => {
    const c = await client('REC3', false);
    await invoice(c, 40, 900_000); // over the threshold, not flagged yet: only a write or the job flags it
    const count = async () => {
      const { rows } = await sql<{ clients: string; events: string; admin: string; flagged: string }>`
        select (select count(*) from clients) as clients, (select count(*) from client_events) as events,
          (select count(*) from admin_events) as admin,
          (select count(*) from clients where in_recovery_since is not null) as flagged`.execute(t.db);
      return rows[0];
    };
    const before = await count();
    for (const res of [
      await finance.get(api.finance.getClientInvoiceSummary, {}),
      await finance.get(api.finance.getClientInvoiceSummary, { search: 'rec3', onlyOverdue: 'true' }),
      await finance.get(api.finance.getRecovery, {}, { id: c }),
      await finance.get(api.finance.getEventsClient, { clientId: c }),
      await finance.get(api.finance.getClientAccountingReport, { clientId: c }),
      await finance.get(api.finance.getReminders, { clientId: c }),
      await finance.get(api.finance.getSettings),
    ])
      expect(res.status).toBe(200);
    expect(await count()).toEqual(before);
    expect((await finance.get(api.finance.getRecovery, {}, { id: c })).body.data.recovery.inRecovery).toBe(
      false,
    );
    await syncRecoveryFlags(t.db);
    expect((await finance.get(api.finance.getRecovery, {}, { id: c })).body.data.recovery.inRecovery).toBe(
      true,
    );
  });
});
