import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('health answers without a session and names the database', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { status: 'ok', database: t.opened.kind } });
  expect(res.headers['x-request-id']).toBeTruthy();
});
