import { readForEdit, requireRow, updateVersioned } from '../../src/repositories/versioned';
import { DomainError } from '../../src/domain/errors';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function staffRow(login: string) {
  return t.db.selectFrom('staff_users').select(['id', 'version', 'name']).where('login', '=', login).executeTakeFirstOrThrow();
}

test('an update with the current version applies and bumps the version', async () => {
  const row = await staffRow('retrib');
  const updated = await updateVersioned(t.db, 'staff_users', row.id, row.version, { name: 'Renamed Retrib' }, 'staff user');
  expect(updated).toMatchObject({ id: row.id, version: row.version + 1, name: 'Renamed Retrib' });
});

test('a stale version is a 409 CONFLICT and changes nothing', async () => {
  const row = await staffRow('chat');
  await updateVersioned(t.db, 'staff_users', row.id, row.version, { name: 'First edit' });
  const stale = updateVersioned(t.db, 'staff_users', row.id, row.version, { name: 'Second edit' }, 'staff user');
  await expect(stale).rejects.toBeInstanceOf(DomainError);
  await expect(stale).rejects.toMatchObject({ code: 'CONFLICT' });
  expect((await staffRow('chat')).name).toBe('First edit');
});

test('a missing row is a 404', async () => {
  await expect(updateVersioned(t.db, 'staff_users', 999_999, 1, { name: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

test('it works on the domain tables too (teams)', async () => {
  const team = await t.db.insertInto('teams').values({ name: 'Versioned team' }).returning(['id', 'version']).executeTakeFirstOrThrow();
  await updateVersioned(t.db, 'teams', team.id, team.version, { name: 'Versioned team 2' });
  await expect(updateVersioned(t.db, 'teams', team.id, team.version, { name: 'Lost update' })).rejects.toMatchObject({ code: 'CONFLICT' });
});

test('readForEdit: the row; 404 naming the id field when missing; 409 with the stale-update message when its version moved on', async () => {
  const team = await t.db.insertInto('teams').values({ name: 'Edited team' }).returning(['id', 'version']).executeTakeFirstOrThrow();
  await expect(readForEdit(t.db, 'teams', team.id, team.version, 'team')).resolves.toMatchObject({ id: team.id, name: 'Edited team' });
  await expect(readForEdit(t.db, 'teams', 999_999, 1, 'team')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No such team: 999999', fields: { id: 'No such team: 999999' } });
  const stale = 'This team was changed by someone else since you opened it; reload it and redo your change';
  await expect(readForEdit(t.db, 'teams', team.id, team.version + 1, 'team')).rejects.toMatchObject({ code: 'CONFLICT', message: stale });
  await updateVersioned(t.db, 'teams', team.id, team.version, { name: 'Edited team 2' });
  await expect(updateVersioned(t.db, 'teams', team.id, team.version, { name: 'Lost' }, 'team')).rejects.toMatchObject({ code: 'CONFLICT', message: stale });
});

test('requireRow does not look at the version', async () => {
  const team = await t.db.insertInto('teams').values({ name: 'Required team' }).returning(['id', 'version']).executeTakeFirstOrThrow();
  await expect(requireRow(t.db, 'teams', team.id, 'team')).resolves.toMatchObject({ id: team.id, version: team.version });
  await expect(requireRow(t.db, 'teams', 999_999, 'team')).rejects.toMatchObject({ code: 'NOT_FOUND', fields: { id: 'No such team: 999999' } });
});
