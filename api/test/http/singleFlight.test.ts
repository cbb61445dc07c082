import { SingleFlight } from '../../src/http/singleFlight';

test('identical calls in flight share one load; later calls load again', async () => {
  const flight = new SingleFlight<number>();
  let loads = 0;
  const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
  const [a, b, c] = await Promise.all([flight.run('k', load), flight.run('k', load), flight.run('other', load)]);
  expect(a).toBe(b);
  expect(c).not.toBe(a);
  expect(loads).toBe(2);
  expect(await flight.run('k', load)).toBe(3);
});

test('a failed load is not kept', async () => {
  const flight = new SingleFlight<number>();
  await expect(flight.run('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(await flight.run('k', async () => 7)).toBe(7);
});
