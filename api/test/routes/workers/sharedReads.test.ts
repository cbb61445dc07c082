import { invalidateSharedReads, sharedRead, SHARED_READ_MS } from '../../../src/repositories/sharedReads';
import type { Executor } from '../../../src/db/executor';

// The clock is jest's: a read "takes" 20 ms and a result "ages" only when the test says so.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const db = {} as Executor;

test('identical reads share one run; other keys and other databases do not', async () => {
  let runs = 0;
  const read = async () => {
    runs++;
    await new Promise((r) => setTimeout(r, 20));
    return { runs };
  };
  const all = Promise.all([sharedRead(db, 'k', read), sharedRead(db, 'k', read), sharedRead(db, 'other', read)]);
  // Both identical reads started while the first was still running.
  expect(runs).toBe(2);
  await jest.advanceTimersByTimeAsync(20);
  const [a, b, c] = await all;
  expect(a).toBe(b);
  expect(c).not.toBe(a);
  const elsewhere = sharedRead({} as Executor, 'k', read);
  await jest.advanceTimersByTimeAsync(20);
  await elsewhere;
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
  expect(await sharedRead(db, 'ttl', read)).toBe(1);
  await jest.advanceTimersByTimeAsync(SHARED_READ_MS - 1);
  expect(await sharedRead(db, 'ttl', read)).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
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
