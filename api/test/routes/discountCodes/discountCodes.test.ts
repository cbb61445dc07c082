import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { listDiscountCodes } from '../../../src/repositories/discountCodes';

let t: TestApp;
let settings: SignedIn;
let finance: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
  finance = await t.injectAs('finance');
});
afterAll(() => t.close());

describe('discountCodes', () => {
  test('status by dates: active, expired, disabled; all by default', async () => {
    const all = await settings.get(api.settings.getDiscountCodes);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(10);
    const byCode = Object.fromEntries(all.body.data.map((d) => [d.code, d]));
    expect(byCode.EXPRESS5).toMatchObject({ kind: 'amount', value: 500 });
    expect(byCode.BIENVENUE10).toMatchObject({ kind: 'percent', value: 10 });
    expect(byCode.TEST).toMatchObject({ status: 'disabled', disabled: true });
    expect(byCode.PRINTEMPS15.status).toBe('expired');
    const disabled = await settings.get(api.settings.getDiscountCodes, { status: 'disabled' });
    expect(disabled.body.data.map((d) => d.code)).toEqual(['RENTREE', 'TEST']);
    const expired = await settings.get(api.settings.getDiscountCodes, { status: 'expired' });
    expectEvery(expired.body.data, (d) => d.status === 'expired');
    expect(expired.body.data.map((d) => d.code)).toEqual(expect.arrayContaining(['NOEL2025', 'PRINTEMPS15']));
  });

  test('a code whose last day has passed is expired from the next day', async () => {
    const day = todayInParis();
    const res = await settings.post(api.settings.addDiscountCode, {
      code: 'flash',
      kind: 'percent',
      value: 30,
      validFrom: addDays(day, -2),
      validUntil: day,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: 'FLASH',
      status: 'active',
      value: 30,
      kind: 'percent',
      version: 1,
    });
    const tomorrow = await listDiscountCodes(t.db, 'all', addDays(day, 1));
    expect(tomorrow.find((d) => d.code === 'FLASH')!.status).toBe('expired');
    // Used up counts as expired too.
    await t.db
      .updateTable('discount_codes')
      .set({ max_uses: 3, used_count: 3 })
      .where('code', '=', 'FLASH')
      .execute();
    // A change made outside the API: the next read sees it (the snapshot's change counter).
    const used = (await settings.get(api.settings.getDiscountCodes, { status: 'expired' })).body.data.map(
      (d) => d.code,
    );
    expect(used).toContain('FLASH');
  });

  test('edit: disable, switch to an amount, extend; each change is an admin event', async () => {
    const added = await settings.post(api.settings.addDiscountCode, {
      code: 'ETE2026',
      kind: 'amount',
      value: 1500,
      description: 'Été',
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    const disabled = await settings.post(api.settings.updateDiscountCode, {
      id,
      version: 1,
      status: 'disabled',
    });
    expect(disabled.body.data).toMatchObject({ status: 'disabled', disabled: true, version: 2 });
    const percent = await settings.post(api.settings.updateDiscountCode, {
      id,
      version: 2,
      kind: 'percent',
      value: 20,
      status: 'active',
    });
    expect(percent.body.data).toMatchObject({ kind: 'percent', value: 20, status: 'active', version: 3 });
    const events = await t.db
      .selectFrom('admin_events')
      .select(['action', 'summary'])
      .where('target_type', '=', 'discount_code')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { action: 'discountCodes.add', summary: 'Added discount code ETE2026 (15.00 €)' },
      { action: 'discountCodes.update', summary: 'Discount code ETE2026: status active → disabled' },
      {
        action: 'discountCodes.update',
        summary: 'Discount code ETE2026: kind amount → percent, value 1500 → 20, status disabled → active',
      },
    ]);
    const stale = await settings.post(api.settings.updateDiscountCode, { id, version: 2, maxUses: 10 });
    expect(stale.status).toBe(409);
  });

  test('refusals: percent over 100 and reversed dates (400 naming the field), duplicate (409), unknown (404), role (403)', async () => {
    const over = await settings.post(api.settings.addDiscountCode, {
      code: 'TROP',
      kind: 'percent',
      value: 120,
    });
    expect(over.status).toBe(400);
    expect(fieldNames(over)).toEqual(['value']);
    const backwards = await settings.post(api.settings.addDiscountCode, {
      code: 'ENVERS',
      kind: 'amount',
      value: 100,
      validFrom: '2026-05-10',
      validUntil: '2026-05-01',
    });
    expect(backwards.status).toBe(400);
    expect(fieldNames(backwards)).toEqual(['validUntil']);
    const badCode = await settings.postUnchecked(api.settings.addDiscountCode, {
      code: 'a b',
      kind: 'gift',
      value: 0,
    });
    expect(badCode.status).toBe(400);
    expect(fieldNames(badCode)).toEqual(['code', 'kind', 'value']);
    const dup = await settings.post(api.settings.addDiscountCode, {
      code: 'bienvenue10',
      kind: 'percent',
      value: 5,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('The discount code BIENVENUE10 already exists');
    const missing = await settings.post(api.settings.updateDiscountCode, {
      id: 999_999,
      version: 1,
      status: 'disabled',
    });
    expect(missing.status).toBe(404);
    expect((await finance.get(api.settings.getDiscountCodes)).status).toBe(403);
  });

  test('a code disabled straight in the database (another API process) shows disabled on the next read', async () => {
    const before = await settings.get(api.settings.getDiscountCodes, { status: 'disabled' });
    expect(before.body.data.map((d) => d.code)).not.toContain('FIDELITE20');
    await sql`update discount_codes set status = 'disabled' where code = 'FIDELITE20'`.execute(t.db);
    const after = await settings.get(api.settings.getDiscountCodes, { status: 'disabled' });
    expect(after.body.data.map((d) => d.code)).toContain('FIDELITE20');
  });
});
