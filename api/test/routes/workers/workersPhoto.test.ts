import sharp from 'sharp';
import { api } from '@courier/shared/contract';
import { t, workers, clients, anyActiveWorker, useSeededApp } from './workersSetup';

useSeededApp();

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
    expect({ status: res2.status, error: res2.body.error }).toMatchObject({
      status: 413,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
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
    const missing = await workers.postUnchecked(api.workers.uploadPhoto, {
      workerId: w.id,
      version: w.version,
    });
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
      (await clients.post(api.workers.uploadPhoto, { workerId: w.id, version: w.version, image: file }))
        .status,
    ).toBe(403);
  });
});
