import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { SEED_TODAY, seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { publishedHomeMessages } from '../../../src/repositories/homeMessages';
import { addDays, parisDate, todayInParis } from '../../../src/domain/dates';

let t: TestApp;
let settings: SignedIn;
let noroles: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
  noroles = await t.injectAs('noroles');
});
afterAll(() => t.close());

const today = () => todayInParis();

describe('messagesHome', () => {
  test('lists by status, newest first; all by default', async () => {
    const all = await settings.get(api.settings.getMessagesHome);
    expect(all.status).toBe(200);
    expect(all.body.data.map((m) => m.status).sort()).toEqual([
      'archived',
      'draft',
      'draft',
      'published',
      'published',
      'published',
      'published',
    ]);
    const ids = all.body.data.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const drafts = await settings.get(api.settings.getMessagesHome, { status: 'draft' });
    expectEvery(drafts.body.data, (m) => m.status === 'draft' && m.publishedAt === null);
    expect(drafts.body.data).toHaveLength(2);
    const bad = await settings.getUnchecked(api.settings.getMessagesHome, { status: 'deleted' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['status']);
  });

  test('the seed on its day: published messages within their days show, the one of next week does not', async () => {
    const day = parisDate(SEED_TODAY);
    const shown = (await publishedHomeMessages(t.db, day)).map((m) => m.title);
    expect(shown.sort()).toEqual([
      'Bienvenue sur le nouveau portail',
      'Nouvelle grille de rétributions',
      'Planning des fêtes de fin d’année',
    ]);
    const nextWeek = (await publishedHomeMessages(t.db, addDays(day, 7))).map((m) => m.title);
    expect(nextWeek).toContain('Inventaire annuel');
    const later = (await publishedHomeMessages(t.db, addDays(day, 31))).map((m) => m.title);
    expect(later).not.toContain('Planning des fêtes de fin d’année');
  });

  test('publishing a draft puts it on the landing page, for any signed-in user', async () => {
    const added = await settings.post(api.settings.addMessageHome, {
      title: 'Nouvelle agence',
      body: 'Ouverture à Lille lundi.',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      status: 'draft',
      version: 1,
      publishedAt: null,
      startsOn: null,
      endsOn: null,
    });
    let landing = await noroles.get(api.settings.getPublishedMessagesHome);
    expect(landing.status).toBe(200);
    expect(landing.body.data.map((m) => m.title)).not.toContain('Nouvelle agence');

    const published = await settings.post(api.settings.updateMessageHome, {
      id: added.body.data.id,
      version: 1,
      status: 'published',
    });
    expect(published.status).toBe(200);
    expect(published.body.data.publishedAt).not.toBeNull();
    landing = await noroles.get(api.settings.getPublishedMessagesHome);
    expect(landing.body.data.map((m) => m.title)).toContain('Nouvelle agence');
    const events = await t.db
      .selectFrom('admin_events')
      .select('summary')
      .where('action', '=', 'messagesHome.update')
      .where('target_id', '=', String(added.body.data.id))
      .execute();
    expect(events).toEqual([{ summary: 'Home message "Nouvelle agence": status draft → published' }]);

    const archived = await settings.post(api.settings.updateMessageHome, {
      id: added.body.data.id,
      version: 2,
      status: 'archived',
    });
    expect(archived.status).toBe(200);
    landing = await noroles.get(api.settings.getPublishedMessagesHome);
    expect(landing.body.data.map((m) => m.title)).not.toContain('Nouvelle agence');
  });

  test('a published message shows only between its first and last days (inclusive)', async () => {
    const day = today();
    const make = async (title: string, startsOn: string | null, endsOn: string | null) => {
      const res = await settings.post(api.settings.addMessageHome, {
        title,
        body: 'Texte',
        status: 'published',
        startsOn,
        endsOn,
      });
      expect(res.status).toBe(200);
    };
    await make('Demain', addDays(day, 1), null);
    await make('Hier fini', null, addDays(day, -1));
    await make('Aujourd’hui seulement', day, day);
    await make('En cours', addDays(day, -3), addDays(day, 3));
    const titles = (await noroles.get(api.settings.getPublishedMessagesHome)).body.data.map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['Aujourd’hui seulement', 'En cours']));
    expect(titles).not.toContain('Demain');
    expect(titles).not.toContain('Hier fini');
    // Tomorrow, the one of tomorrow shows and the one of today only has gone.
    const tomorrow = (await publishedHomeMessages(t.db, addDays(day, 1))).map((m) => m.title);
    expect(tomorrow).toContain('Demain');
    expect(tomorrow).not.toContain('Aujourd’hui seulement');
  });

  test('refusals: last day before first (400), duplicate title (409), stale (409), unknown (404), role (403)', async () => {
    const day = today();
    const backwards = await settings.post(api.settings.addMessageHome, {
      title: 'À l’envers',
      body: 'x',
      startsOn: day,
      endsOn: addDays(day, -1),
    });
    expect(backwards.status).toBe(400);
    expect(fieldNames(backwards)).toEqual(['endsOn']);
    const empty = await settings.postUnchecked(api.settings.addMessageHome, {
      title: '',
      body: '',
      status: 'live',
    });
    expect(empty.status).toBe(400);
    expect(fieldNames(empty)).toEqual(['body', 'status', 'title']);
    const dup = await settings.post(api.settings.addMessageHome, { title: 'MAINTENANCE PRÉVUE', body: 'x' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('A home message titled "Maintenance prévue" already exists');
    const row = (await settings.get(api.settings.getMessagesHome, { status: 'draft' })).body.data[0];
    const first = await settings.post(api.settings.updateMessageHome, {
      id: row.id,
      version: row.version,
      body: 'Nouveau texte',
    });
    expect(first.status).toBe(200);
    const stale = await settings.post(api.settings.updateMessageHome, {
      id: row.id,
      version: row.version,
      body: 'Autre texte',
    });
    expect(stale.status).toBe(409);
    const missing = await settings.post(api.settings.updateMessageHome, {
      id: 999_999,
      version: 1,
      body: 'x',
    });
    expect(missing.status).toBe(404);
    const denied = await noroles.post(api.settings.addMessageHome, { title: 'Interdit', body: 'x' });
    expect(denied.status).toBe(403);
    expect((await noroles.get(api.settings.getMessagesHome)).status).toBe(403);
  });

  test('a message published straight in the database (another API process) shows on the next landing read', async () => {
    const before = await settings.get(api.settings.getPublishedMessagesHome);
    expect(before.body.data.map((m) => m.title)).not.toContain('Publié ailleurs');
    await sql`insert into home_messages (title, body, status, published_at)
      values ('Publié ailleurs', 'Texte', 'published', now())`.execute(t.db);
    const after = await settings.get(api.settings.getPublishedMessagesHome);
    expect(after.body.data.map((m) => m.title)).toContain('Publié ailleurs');
    const listed = await settings.get(api.settings.getMessagesHome, { status: 'published' });
    expect(listed.body.data.map((m) => m.title)).toContain('Publié ailleurs');
  });
});
