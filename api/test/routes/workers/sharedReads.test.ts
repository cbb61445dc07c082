import { invalidateSharedReads, sharedRead, SHARED_READ_MS } from '../../../src/repositories/sharedReads';
import type { Executor } from '../../../src/db/executor';

const db = {} as Executor;

test('identical reads share one run; other keys and other databases do not', async () => {
  let runs = 0;
  const read = async () => {
    runs++;
    await new Promise((r) => setTimeout(r, 20));
    return { runs };
  };
  const [a, b, c] = await Promise.all([
    sharedRead(db, 'k', read),
    sharedRead(db, 'k', read),
    sharedRead(db, 'other', read),
  ]);
  expect(a).toBe(b);
  expect(c).not.toBe(a);
  await sharedRead({} as Executor, 'k', read);
  expect(runs).toBe(3);
});

test('a write starts a new generation: the next read runs again', async () => {
  let runs = 0;
  const read = async () => ++runs;
  expect(await sharedRead(db, 'gen', read)).toBe(1);
  expect(await sharedRead(db, 'gen', read)).toBe(1);
  invalidateSharedReads(db);
  expect(await sharedRead(db, 'gen', read)).toBe(2);
});

test(`a result is forgotten ${SHARED_READ_MS} ms after it arrived, a failure at once`, async () => {
  let runs = 0;
  const read = async () => ++runs;
  await sharedRead(db, 'ttl', read);
  await new Promise((r) => setTimeout(r, SHARED_READ_MS + 50));
  expect(await sharedRead(db, 'ttl', read)).toBe(2);

  let fails = 0;
  const failing = async () => {
    fails++;
    throw new Error('boom');
  };
  await expect(sharedRead(db, 'fail', failing)).rejects.toThrow('boom');
  await expect(sharedRead(db, 'fail', failing)).rejects.toThrow('boom');
  expect(fails).toBe(2);
});
