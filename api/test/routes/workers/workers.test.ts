import sharp from 'sharp';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { freeWorkers } from './fixtures';

let t: TestApp;
let workers: SignedIn;
let vehicles: SignedIn;
let clients: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  workers = await t.injectAs('workers');
  vehicles = await t.injectAs('vehicles');
  clients = await t.injectAs('clients');
});
afterAll(() => t.close());

/** An active worker driving no vehicle. */
const anyActiveWorker = () => freeWorkers(t.db).executeTakeFirstOrThrow();

async function refs() {
  const company = await t.db.selectFrom('companies').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const team = await t.db.selectFrom('teams').selectAll().orderBy('id').executeTakeFirstOrThrow();
  return { company, team, agencyId: team.agency_id as number };
}

describe('workers/getWorkers', () => {
  test('active by default, inactive and all on demand, with what the list page shows', async () => {
    const counts = await t.db
      .selectFrom('workers')
      .select(['activity_status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('activity_status')
      .execute();
    const n = (s: string) => Number(counts.find((c) => c.activity_status === s)?.n ?? 0);

    const active = await workers.get(api.workers.getWorkers);
    expect(active.status).toBe(200);
    expect(active.body.data.items).toHaveLength(n('active'));
    expectEvery(active.body.data.items, (w) => w.activityStatus === 'active');
    expect((await workers.get(api.workers.getWorkers, { activityStatus: 'inactive' })).body.data.items).toHaveLength(
      n('inactive'),
    );
    expect((await workers.get(api.workers.getWorkers, { activityStatus: 'all' })).body.data.items).toHaveLength(
      n('active') + n('inactive'),
    );

    const row = active.body.data.items[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'activityStatus',
        'agency',
        'city',
        'company',
        'email',
        'firstName',
        'hasPhoto',
        'hiredOn',
        'id',
        'lastName',
        'phone',
        'shortCode',
        'team',
        'vehicle',
      ].sort(),
    );
    expect(row.team).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(active.body.data.items.some((w) => w.vehicle !== null)).toBe(true);
  });

  test('search by short code or name, and sort', async () => {
    const w = await anyActiveWorker();
    const byCode = await workers.get(api.workers.getWorkers, { search: w.short_code.toLowerCase() });
    expect(byCode.body.data.items.map((r) => r.id)).toEqual([w.id]);
    const byName = await workers.get(api.workers.getWorkers, { search: w.last_name });
    expect(byName.body.data.items.map((r) => r.id)).toContain(w.id);
    expect((await workers.get(api.workers.getWorkers, { search: '%' })).body.data.items).toEqual([]);

    const sorted = await workers.get(api.workers.getWorkers, { sort: 'shortCode', order: 'desc' });
    const codes = sorted.body.data.items.map((r) => r.shortCode);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  test('a page at a time with the total, in the order the database sorts', async () => {
    const active = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    expect(active.length).toBeGreaterThan(20);
    const second = await workers.get(api.workers.getWorkers, { page: 2, pageSize: 10 });
    expect(second.status).toBe(200);
    expect(second.body.data.total).toBe(active.length);
    expect(second.body.data.page).toBe(2);
    expect(second.body.data.pageSize).toBe(10);
    expect(second.body.data.items.map((r) => r.id)).toEqual(active.slice(10, 20).map((r) => r.id));

    const byTeam = await t.db
      .selectFrom('workers as w')
      .innerJoin('teams as tm', 'tm.id', 'w.team_id')
      .select('w.id')
      .where('w.activity_status', '=', 'active')
      .orderBy('tm.name', 'desc')
      .orderBy('w.last_name', 'desc')
      .orderBy('w.id', 'desc')
      .limit(15)
      .execute();
    const sorted = await workers.get(api.workers.getWorkers, { sort: 'team', order: 'desc', pageSize: 15 });
    expect(sorted.body.data.items.map((r) => r.id)).toEqual(byTeam.map((r) => r.id));

    const past = await workers.get(api.workers.getWorkers, { page: 99 });
    expect(past.body.data).toEqual({ items: [], total: active.length, page: 99, pageSize: 100 });
    const tooBig = await workers.get(api.workers.getWorkers, { pageSize: 501 });
    expect(tooBig.status).toBe(400);
    expect(fieldNames(tooBig)).toEqual(['pageSize']);
  });

  test('a change made straight in the database (another API process) shows in the next read', async () => {
    const w = await anyActiveWorker();
    await t.db.updateTable('workers').set({ city: 'Changed elsewhere' }).where('id', '=', w.id).execute();
    const listed = await workers.get(api.workers.getWorkers, { search: w.short_code });
    expect(listed.body.data.items.map((r) => [r.id, r.city])).toEqual([[w.id, 'Changed elsewhere']]);

    const team = await t.db.selectFrom('teams').select(['id', 'name']).where('id', '=', w.team_id).executeTakeFirstOrThrow();
    await t.db.updateTable('teams').set({ name: 'Renamed elsewhere' }).where('id', '=', team.id).execute();
    try {
      const detail = await workers.get(api.workers.getWorker, undefined, { id: w.short_code });
      expect(detail.body.data.team).toEqual({ id: team.id, name: 'Renamed elsewhere' });
    } finally {
      await t.db.updateTable('teams').set({ name: team.name }).where('id', '=', team.id).execute();
    }
  });

  test("an event written straight in the database shows in the worker's next timeline page", async () => {
    const w = await anyActiveWorker();
    const before = await workers.get(api.workers.getWorkersEvents, { workerId: w.id });
    expect(before.status).toBe(200);
    const inserted = await t.db
      .insertInto('worker_events')
      .values({ worker_id: w.id, kind: 'note', summary: 'Written elsewhere', at: new Date('2099-01-01T10:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const after = await workers.get(api.workers.getWorkersEvents, { workerId: w.id });
      expect(after.body.data.total).toBe(before.body.data.total + 1);
      expect(after.body.data.items[0]).toMatchObject({ id: inserted.id, summary: 'Written elsewhere', at: '2099-01-01T10:00:00.000Z' });
    } finally {
      await t.db.deleteFrom('worker_events').where('id', '=', inserted.id).execute();
    }
    expect((await workers.get(api.workers.getWorkersEvents, { workerId: w.id })).body.data.total).toBe(before.body.data.total);
  });

  test('an edit shows in the very next read', async () => {
    const w = await anyActiveWorker();
    const before = await workers.get(api.workers.getWorkers, { search: w.short_code });
    expect(before.body.data.items.map((r) => r.id)).toEqual([w.id]);
    const edited = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      city: 'Shared-read city',
    });
    expect(edited.status).toBe(200);
    const after = await workers.get(api.workers.getWorkers, { search: w.short_code });
    expect(after.body.data.items[0].city).toBe('Shared-read city');
  });

  test('400 naming the bad query field, 403 without the role', async () => {
    const bad = await workers.get(api.workers.getWorkers, { activityStatus: 'retired', sort: 'salary' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'sort']);
    expect((await clients.get(api.workers.getWorkers)).status).toBe(403);
    expect((await vehicles.get(api.workers.getWorkers)).status).toBe(403);
  });
});

describe('workers/getWorkersLight', () => {
  test('active workers only, open to the areas that pick workers, not to others', async () => {
    const res = await vehicles.get(api.workers.getWorkersLight);
    expect(res.status).toBe(200);
    const active = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .execute();
    expect(res.body.data).toHaveLength(active.length);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'name', 'shortCode']);
    expect((await clients.get(api.workers.getWorkersLight)).status).toBe(403);
  });
});

describe('workers/addWorker', () => {
  test('the short code is the company prefix + its next number, taken once; events are written', async () => {
    const { company, team, agencyId } = await refs();
    // The company's next number, set here so that the expected code is written out.
    await t.db.updateTable('companies').set({ next_short_code_seq: 9000 }).where('id', '=', company.id).execute();
    const res = await workers.post(api.workers.addWorker, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyId: company.id,
      teamId: team.id,
      agencyId,
      email: 'ada@example.com',
      phone: '+33 6 12 34 56 78',
    });
    expect(res.status).toBe(200);
    const w = res.body.data;
    expect(w.shortCode).toBe('PAR-9000');
    expect(w).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      activityStatus: 'active',
      version: 1,
      vehicle: null,
      photo: null,
    });
    expect(w.company).toEqual({ id: company.id, name: company.name });
    const after = await t.db
      .selectFrom('companies')
      .select('next_short_code_seq')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(after.next_short_code_seq).toBe(9001);

    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'workers.add')
      .where('target_id', '=', String(w.id))
      .execute();
    expect(admin).toHaveLength(1);
    const events = await t.db.selectFrom('worker_events').selectAll().where('worker_id', '=', w.id).execute();
    expect(events.map((e) => e.kind)).toEqual(['created']);
  });

  test('short codes are never reused: deactivating keeps the code, taken numbers are skipped', async () => {
    const { company, team, agencyId } = await refs();
    const body = { firstName: 'Grace', lastName: 'Hopper', companyId: company.id, teamId: team.id, agencyId };
    const first = (await workers.post(api.workers.addWorker, body)).body.data;
    const off = await workers.post(api.workers.updateWorkerData, {
      id: first.id,
      version: first.version,
      activityStatus: 'inactive',
    });
    expect(off.status).toBe(200);
    const second = (await workers.post(api.workers.addWorker, body)).body.data;
    expect(second.shortCode).not.toBe(first.shortCode);

    // Someone rewinds the sequence: the next creation skips every code already given.
    await t.db
      .updateTable('companies')
      .set({ next_short_code_seq: 1 })
      .where('id', '=', company.id)
      .execute();
    const third = await workers.post(api.workers.addWorker, body);
    expect(third.status).toBe(200);
    const all = await t.db
      .selectFrom('workers')
      .select('short_code')
      .where('company_id', '=', company.id)
      .execute();
    expect(new Set(all.map((r) => r.short_code)).size).toBe(all.length);
  });

  test('creations at the same time get distinct, consecutive numbers', async () => {
    const { company, team, agencyId } = await refs();
    const before = await t.db
      .selectFrom('companies')
      .select('next_short_code_seq')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    const body = { firstName: 'Con', lastName: 'Current', companyId: company.id, teamId: team.id, agencyId };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => workers.post(api.workers.addWorker, body)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = results.map((r) => Number(r.body.data.shortCode.split('-').pop())).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect(numbers[4] - numbers[0]).toBe(4);
    expect(numbers[0]).toBeGreaterThanOrEqual(before.next_short_code_seq);
  });

  test('400 naming each bad field, 404 naming an unknown reference, 403 without the role', async () => {
    const { company, team, agencyId } = await refs();
    const sequence = () =>
      t.db
        .selectFrom('companies')
        .select('next_short_code_seq')
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow();
    const seqBefore = await sequence();
    const bad = await workers.postUnchecked(api.workers.addWorker, {
      firstName: 'X',
      email: 'not-an-email',
      companyId: company.id,
      teamId: team.id,
      agencyId,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['email', 'lastName']);

    const unknown = await workers.post(api.workers.addWorker, {
      firstName: 'X',
      lastName: 'Y',
      companyId: company.id,
      teamId: 99999,
      agencyId,
    });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['teamId']);
    // Refused creations take no number: the sequence is where it was before them.
    expect(await sequence()).toEqual(seqBefore);

    expect(
      (
        await clients.post(api.workers.addWorker, {
          firstName: 'X',
          lastName: 'Y',
          companyId: company.id,
          teamId: team.id,
          agencyId,
        })
      ).status,
    ).toBe(403);
  });
});

describe('workers/updateWorkerData', () => {
  test('changes the sent fields, bumps the version, writes an admin event and a worker event', async () => {
    const w = await anyActiveWorker();
    const res = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      phone: '01 23 45 67 89',
      comment: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: w.id,
      phone: '01 23 45 67 89',
      comment: null,
      version: w.version + 1,
      lastName: w.last_name,
    });

    const event = await t.db
      .selectFrom('worker_events')
      .selectAll()
      .where('worker_id', '=', w.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.kind).toBe('updated');
    expect(event.summary).toContain('phone');
    expect(event.data).toMatchObject({ changes: { phone: { from: w.phone, to: '01 23 45 67 89' } } });
    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'workers.update')
      .where('target_id', '=', String(w.id))
      .execute();
    expect(admin.length).toBeGreaterThan(0);
  });

  test('a stale version is a 409 and changes nothing', async () => {
    const w = await anyActiveWorker();
    const ok = await workers.post(api.workers.updateWorkerData, { id: w.id, version: w.version, city: 'Lyon' });
    expect(ok.status).toBe(200);
    const stale = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      city: 'Nantes',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    const now = await t.db
      .selectFrom('workers')
      .select(['city', 'version'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ city: 'Lyon', version: w.version + 1 });
  });

  test('deactivating sets the left date; a worker who drives a vehicle must give it back first', async () => {
    const w = await anyActiveWorker();
    const off = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      activityStatus: 'inactive',
    });
    expect(off.status).toBe(200);
    expect(off.body.data.leftOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const back = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: off.body.data.version,
      activityStatus: 'active',
    });
    expect(back.body.data).toMatchObject({ activityStatus: 'active', leftOn: null });
    const kinds = (
      await t.db.selectFrom('worker_events').select('kind').where('worker_id', '=', w.id).execute()
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deactivated', 'reactivated']));

    const driver = await t.db
      .selectFrom('vehicle_assignments as va')
      .innerJoin('workers as w', 'w.id', 'va.worker_id')
      .select(['w.id', 'w.version'])
      .where('va.ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    const refused = await workers.post(api.workers.updateWorkerData, {
      id: driver.id,
      version: driver.version,
      activityStatus: 'inactive',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/dissociate/);
  });

  test('404 unknown worker or reference, 400 naming fields, 403 without the role', async () => {
    const w = await anyActiveWorker();
    expect(
      (await workers.post(api.workers.updateWorkerData, { id: 99999, version: 1, city: 'X' })).status,
    ).toBe(404);
    const ref = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      agencyId: 99999,
    });
    expect(ref.status).toBe(404);
    expect(ref.body.error.fields).toHaveProperty('agencyId');
    const bad = await workers.postUnchecked(api.workers.updateWorkerData, {
      id: w.id,
      email: 'nope',
      activityStatus: 'gone',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'email', 'version']);
    expect(
      (await clients.post(api.workers.updateWorkerData, { id: w.id, version: w.version, city: 'X' })).status,
    ).toBe(403);
  });
});

describe('workers/{id}', () => {
  test('by id or by short code (any case), 404 when unknown, 403 without the role', async () => {
    const w = await anyActiveWorker();
    const byId = await workers.get(api.workers.getWorker, {}, { id: w.id });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id: w.id, shortCode: w.short_code, version: w.version });
    const byCode = await workers.get(api.workers.getWorker, {}, { id: w.short_code.toLowerCase() });
    expect(byCode.body.data.id).toBe(w.id);
    expect((await workers.get(api.workers.getWorker, {}, { id: 'ZZZ-9999' })).status).toBe(404);
    expect((await workers.get(api.workers.getWorker, {}, { id: '99999' })).status).toBe(404);
    expect((await clients.get(api.workers.getWorker, {}, { id: w.id })).status).toBe(403);
  });
});

describe('workers/uploadPhoto', () => {
  const png = (width = 600, height = 400) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
      .png()
      .toBuffer();
  const dataUrl = (file: Buffer) => `data:image/png;base64,${file.toString('base64')}`;

  test('a real PNG is accepted and re-encoded to a 256 px WebP thumbnail; the detail gives it back', async () => {
    const w = await anyActiveWorker();
    const file = await png();
    const res = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: dataUrl(file),
      fileName: 'me.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.photo).toMatchObject({ mime: 'image/webp', width: 256, height: 171 });
    // An upload is an edit of the worker: the answer gives the new version.
    expect(res.body.data.version).toBe(w.version + 1);
    const thumb = Buffer.from(res.body.data.photo.url.replace(/^data:image\/webp;base64,/, ''), 'base64');
    expect((await sharp(thumb).metadata()).format).toBe('webp');

    const stored = await t.db
      .selectFrom('worker_photos')
      .selectAll()
      .where('worker_id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(await sharp(stored.image).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 });
    const detail = await workers.get(api.workers.getWorker, {}, { id: w.id });
    expect(detail.body.data.photo?.url).toBe(res.body.data.photo.url);
    expect(detail.body.data.version).toBe(w.version + 1);
    const events = await t.db
      .selectFrom('worker_events')
      .select('kind')
      .where('worker_id', '=', w.id)
      .execute();
    expect(events.map((e) => e.kind)).toContain('photo_uploaded');
  });

  test('a stale version is a 409 and changes nothing: no photo, no event, same version', async () => {
    const w = await anyActiveWorker();
    const edit = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      city: 'Brest',
    });
    expect(edit.status).toBe(200);
    const photoRow = () =>
      t.db.selectFrom('worker_photos').select('updated_at').where('worker_id', '=', w.id).executeTakeFirst();
    const photoBefore = await photoRow();
    const eventCount = async () =>
      (await t.db.selectFrom('worker_events').select('id').where('worker_id', '=', w.id).execute()).length;
    const eventsBefore = await eventCount();

    const stale = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: dataUrl(await png()),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    expect(stale.body.error.message).toMatch(/changed by someone else/);
    expect(await photoRow()).toEqual(photoBefore);
    expect(await eventCount()).toBe(eventsBefore);
    const now = await t.db
      .selectFrom('workers')
      .select(['version', 'photo_updated_at'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ version: w.version + 1, photo_updated_at: w.photo_updated_at });

    // A version is required.
    const without = await workers.postUnchecked(api.workers.uploadPhoto, {
      workerId: w.id,
      image: dataUrl(await png()),
    });
    expect(without.status).toBe(400);
    expect(without.body.error.fields).toHaveProperty('version');
  });

  test('the content decides: a text file named .png, declared image/png, is refused (415)', async () => {
    const w = await anyActiveWorker();
    const text = Buffer.from('hello, I am not a picture\n'.repeat(20));
    const res = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: `data:image/png;base64,${text.toString('base64')}`,
      fileName: 'fake.png',
    });
    expect(res.status).toBe(415);
    expect(res.body.error.fields).toHaveProperty('image');
    // A GIF is an image, but not one of the accepted kinds.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const gifRes = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: gif.toString('base64'),
    });
    expect(gifRes.status).toBe(415);
    // A PNG cut short, and a JPEG whose data is garbage: corrupt input, 415, not a 500.
    const good = await png();
    const cut = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: dataUrl(good.subarray(0, good.length - 20)),
    });
    expect(cut.status).toBe(415);
    const jpeg = await sharp(good).jpeg().toBuffer();
    const garbled = Buffer.concat([jpeg.subarray(0, 300), Buffer.alloc(2000, 0x55)]);
    const bad = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: garbled.toString('base64'),
    });
    expect(bad.status).toBe(415);
    expect(bad.body.error.fields).toHaveProperty('image');
    // Nothing was stored: the version did not move.
    expect((await workers.get(api.workers.getWorker, {}, { id: w.id })).body.data.version).toBe(w.version);
  });

  test('over 5 MB is refused (413), whether it passes the body limit or not', async () => {
    const w = await anyActiveWorker();
    const justOver = Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString('base64');
    const res = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: justOver,
    });
    // With the answer's body, so that a failure says which error it was (CI once got a 500 here).
    expect({ status: res.status, error: res.body.error }).toMatchObject({
      status: 413,
      error: { code: 'PAYLOAD_TOO_LARGE', fields: { image: 'At most 5 MB' } },
    });
    const huge = Buffer.alloc(7 * 1024 * 1024, 7).toString('base64');
    const res2 = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: huge,
    });
    expect({ status: res2.status, error: res2.body.error }).toMatchObject({ status: 413, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  test('over 25 megapixels is refused (413 naming image) even when the file is small; 25 MP exactly is accepted', async () => {
    const w = await anyActiveWorker();
    const over = await png(5001, 5000);
    expect(over.length).toBeLessThan(1024 * 1024);
    const res = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: dataUrl(over),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.error.fields).toEqual({ image: 'At most 25 megapixels' });
    expect(res.body.error.message).toContain('5001 x 5000');

    const limit = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: dataUrl(await png(5000, 5000)),
    });
    expect(limit.status).toBe(200);
    expect(limit.body.data.photo).toMatchObject({ width: 256, height: 256 });
    const stored = await t.db
      .selectFrom('worker_photos')
      .select('image')
      .where('worker_id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(await sharp(stored.image).metadata()).toMatchObject({ width: 1024, height: 1024 });
  });

  test('400 for a missing or non-base64 image, 404 for an unknown worker, 403 without the role', async () => {
    const w = await anyActiveWorker();
    const missing = await workers.postUnchecked(api.workers.uploadPhoto, { workerId: w.id, version: w.version });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('image');
    const garbage = await workers.post(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
      image: 'not base64 at all!',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.fields).toHaveProperty('image');
    const file = (await png()).toString('base64');
    const unknown = await workers.post(api.workers.uploadPhoto, { workerId: 99999, version: 1, image: file });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('workerId');
    expect(
      (await clients.post(api.workers.uploadPhoto, { workerId: w.id, version: w.version, image: file })).status,
    ).toBe(403);
  });
});

describe('workers/getWorkerTimes', () => {
  /** The worker with the most times (the first by id among equals). */
  const busiestWorker = () =>
    t.db
      .selectFrom('worker_times')
      .select(['worker_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('worker_id')
      .orderBy('n', 'desc')
      .orderBy('worker_id')
      .executeTakeFirstOrThrow();

  test('a page at a time, newest first, with the total', async () => {
    const busiest = await busiestWorker();
    const all = await t.db
      .selectFrom('worker_times')
      .select('id')
      .where('worker_id', '=', busiest.worker_id)
      .orderBy('date', 'desc')
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(all.length).toBeGreaterThan(4);
    const second = await workers.get(api.workers.getWorkerTimes, { workerId: busiest.worker_id, page: 2, pageSize: 2 });
    expect(second.body.data.total).toBe(all.length);
    expect(second.body.data.items.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    const past = await workers.get(api.workers.getWorkerTimes, { workerId: busiest.worker_id, page: 500 });
    const minutes = await t.db
      .selectFrom('worker_times')
      .select(['started_at', 'ended_at'])
      .where('worker_id', '=', busiest.worker_id)
      .execute();
    const totalMinutes = minutes.reduce(
      (sum, r) => sum + (r.ended_at ? Math.round((r.ended_at.getTime() - r.started_at.getTime()) / 60_000) : 0),
      0,
    );
    expect(totalMinutes).toBeGreaterThan(0);
    expect(second.body.data.totalMinutes).toBe(totalMinutes);
    expect(past.body.data).toEqual({ items: [], total: all.length, totalMinutes, page: 500, pageSize: 50 });
  });

  test('a period counts and totals only its days; a time or a GTA name written straight to the database shows at the next call', async () => {
    const busiest = await busiestWorker();
    const workerId = busiest.worker_id;
    const rows = await t.db
      .selectFrom('worker_times')
      .select(['id', 'date', 'started_at', 'ended_at'])
      .where('worker_id', '=', workerId)
      .orderBy('date', 'desc')
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const days = [...new Set(rows.map((r) => r.date))];
    expect(days.length).toBeGreaterThan(2);
    // From the oldest but one day to the newest but one: both ends included.
    const [dateTo, dateFrom] = [days[1], days[days.length - 2]];
    const inside = rows.filter((r) => r.date >= dateFrom && r.date <= dateTo);
    const minutesOf = (list: typeof rows) =>
      list.reduce((sum, r) => sum + (r.ended_at ? Math.round((r.ended_at.getTime() - r.started_at.getTime()) / 60_000) : 0), 0);
    const period = await workers.get(api.workers.getWorkerTimes, { workerId, dateFrom, dateTo, pageSize: 500 });
    expect(period.body.data.total).toBe(inside.length);
    expect(period.body.data.totalMinutes).toBe(minutesOf(inside));
    expect(period.body.data.items.map((r) => r.id)).toEqual(inside.map((r) => r.id));
    const none = await workers.get(api.workers.getWorkerTimes, { workerId, dateFrom: '1990-01-01', dateTo: '1990-12-31' });
    expect(none.body.data).toMatchObject({ items: [], total: 0, totalMinutes: 0 });

    const gta = await t.db.selectFrom('gta_types').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const added = await t.db
      .insertInto('worker_times')
      .values({
        worker_id: workerId,
        date: '2099-01-02',
        started_at: new Date('2099-01-02T08:00:00Z'),
        ended_at: new Date('2099-01-02T09:30:00Z'),
        gta_type_id: gta.id,
        comment: 'written straight',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await workers.get(api.workers.getWorkerTimes, { workerId, pageSize: 1 });
    expect(after.body.data.items[0]).toMatchObject({ id: added.id, minutes: 90, gtaType: { id: gta.id, name: gta.name } });
    expect(after.body.data.total).toBe(rows.length + 1);
    expect(after.body.data.totalMinutes).toBe(minutesOf(rows) + 90);
    await t.db.updateTable('gta_types').set({ name: 'Renamed straight' }).where('id', '=', gta.id).execute();
    try {
      const renamed = await workers.get(api.workers.getWorkerTimes, { workerId, pageSize: 1 });
      expect(renamed.body.data.items[0].gtaType).toEqual({ id: gta.id, name: 'Renamed straight' });
    } finally {
      await t.db.updateTable('gta_types').set({ name: gta.name }).where('id', '=', gta.id).execute();
      await t.db.deleteFrom('worker_times').where('id', '=', added.id).execute();
    }
  });

  test('times of a worker, newest first; 400 without workerId; 404 unknown; 403 without the role', async () => {
    const withTimes = await t.db
      .selectFrom('worker_times')
      .select('worker_id')
      .orderBy('worker_id')
      .executeTakeFirstOrThrow();
    const res = await workers.get(api.workers.getWorkerTimes, { workerId: withTimes.worker_id });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    expectEvery(res.body.data.items, (r) => r.workerId === withTimes.worker_id);
    const dates = res.body.data.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = res.body.data.items[0];
    const first = await workers.get(api.workers.getWorkerTimes, {
      workerId: withTimes.worker_id,
      dateFrom: one.date,
      dateTo: one.date,
    });
    expectEvery(first.body.data.items, (r) => r.date === one.date);

    const missing = await workers.get(api.workers.getWorkerTimes);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('workerId');
    expect((await workers.get(api.workers.getWorkerTimes, { workerId: 99999 })).status).toBe(404);
    expect((await clients.get(api.workers.getWorkerTimes, { workerId: withTimes.worker_id })).status).toBe(403);
  });
});

describe('workers/getAgenciesAndTeamsAndCompanies', () => {
  test('pickers with the next short code of each company; 400 bad status; 403 without the role', async () => {
    const res = await workers.get(api.workers.getAgenciesAndTeamsAndCompanies);
    expect(res.status).toBe(200);
    const { agencies, teams, companies, elus } = res.body.data;
    expect(agencies.length).toBeGreaterThan(0);
    expect(teams[0]).toHaveProperty('agencyId');
    expect(elus).toBeInstanceOf(Array);
    expect(companies.length).toBeGreaterThan(0);
    expectEvery(companies, (c) => c.nextShortCode.startsWith(`${c.shortCodePrefix}-`));
    // The next code is the prefix and the number, on at least four digits (Courier Paris: PAR).
    const { next_short_code_seq: seq } = await t.db
      .selectFrom('companies')
      .select('next_short_code_seq')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const paris = async (next: number) => {
      await t.db.updateTable('companies').set({ next_short_code_seq: next }).where('id', '=', 1).execute();
      const list = (await workers.get(api.workers.getAgenciesAndTeamsAndCompanies)).body.data.companies;
      return list.find((c) => c.id === 1);
    };
    try {
      expect(await paris(7)).toMatchObject({ shortCodePrefix: 'PAR', nextShortCode: 'PAR-0007' });
      expect(await paris(12345)).toMatchObject({ shortCodePrefix: 'PAR', nextShortCode: 'PAR-12345' });
    } finally {
      await t.db.updateTable('companies').set({ next_short_code_seq: seq }).where('id', '=', 1).execute();
    }
    expect(
      (await workers.get(api.workers.getAgenciesAndTeamsAndCompanies, { activityStatus: 'x' })).status,
    ).toBe(400);
    expect((await clients.get(api.workers.getAgenciesAndTeamsAndCompanies)).status).toBe(403);
  });
});

describe('workers/getAgenciesAndTeamsAndCompanies: the lists as each status filter reads them', () => {
  test('each list holds the rows of the status asked for, by name then id (equal names by id)', async () => {
    // Two inactive teams of one name, the later one first by id order only.
    const agencyId = (await t.db.selectFrom('agencies').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    const added = await t.db
      .insertInto('teams')
      .values([
        { name: 'Zz same name', code: 'ZZ2', agency_id: agencyId, activity_status: 'inactive' },
        { name: 'Zz same name', code: 'ZZ1', agency_id: agencyId, activity_status: 'inactive' },
      ])
      .returning('id')
      .execute();
    try {
      for (const status of ['active', 'inactive', 'all'] as const) {
        const res = await workers.get(api.workers.getAgenciesAndTeamsAndCompanies, {
          activityStatus: status,
        });
        expect(res.status).toBe(200);
        for (const [list, table] of [
          ['agencies', 'agencies'],
          ['teams', 'teams'],
          ['companies', 'companies'],
          ['elus', 'elus'],
        ] as const) {
          let q = t.db.selectFrom(table).select(['id', 'name', 'activity_status']);
          if (status !== 'all') q = q.where('activity_status', '=', status);
          const rows = await q.execute();
          // Expected order: the database's own order of the names, then the ids.
          const sorted = await t.db
            .selectFrom(table)
            .select('id')
            .where('id', 'in', rows.length ? rows.map((r) => r.id) : [0])
            .orderBy('name')
            .orderBy('id')
            .execute();
          expect([list, res.body.data[list].map((r) => r.id)]).toEqual([list, sorted.map((r) => r.id)]);
          expect(res.body.data[list].filter((r) => status !== 'all' && r.activityStatus !== status)).toEqual(
            [],
          );
        }
      }
      const all = (await workers.get(api.workers.getAgenciesAndTeamsAndCompanies, { activityStatus: 'all' }))
        .body.data;
      const same = all.teams.filter((r) => r.name === 'Zz same name');
      expect(same.map((r) => r.id)).toEqual(added.map((r) => r.id).sort((a, b) => a - b));
      expect(same[0]).toMatchObject({ agencyId, activityStatus: 'inactive' });
    } finally {
      await t.db
        .deleteFrom('teams')
        .where(
          'id',
          'in',
          added.map((r) => r.id),
        )
        .execute();
    }
  });
});

describe('workers/getWorkersEvents', () => {
  test("a worker's timeline, newest first, paged; 404 unknown worker; 400 bad page size; 403", async () => {
    const w = await anyActiveWorker();
    await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: (await workers.get(api.workers.getWorker, {}, { id: w.id })).body.data.version,
      postalCode: '75011',
    });
    const res = await workers.get(api.workers.getWorkersEvents, { workerId: w.id, pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeLessThanOrEqual(2);
    expect(res.body.data.items[0]).toMatchObject({
      worker: { id: w.id, shortCode: w.short_code },
      kind: 'updated',
      userName: 'Workers Demo',
    });
    const all = await workers.get(api.workers.getWorkersEvents, { workerId: w.id, pageSize: 500 });
    expect(all.body.data.total).toBe(all.body.data.items.length);
    const ats = all.body.data.items.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());

    expect((await workers.get(api.workers.getWorkersEvents)).body.data.total).toBeGreaterThan(
      all.body.data.total,
    );
    expect((await workers.get(api.workers.getWorkersEvents, { workerId: 99999 })).status).toBe(404);
    const bad = await workers.get(api.workers.getWorkersEvents, { pageSize: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('pageSize');
    expect((await clients.get(api.workers.getWorkersEvents)).status).toBe(403);
  });
});

describe('gtaTypes/getGtaTypes', () => {
  test('GTA types with their absence flag; 400 bad status; 403 without the role', async () => {
    const res = await workers.get(api.workers.getGtaTypes, { activityStatus: 'all' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toHaveProperty('isAbsence');
    expect(
      (await workers.get(api.workers.getGtaTypes, { activityStatus: 'nope' })).body.error.fields,
    ).toHaveProperty('activityStatus');
    expect((await clients.get(api.workers.getGtaTypes)).status).toBe(403);
  });
});
