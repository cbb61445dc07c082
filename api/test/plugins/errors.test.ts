import type { InjectOptions } from 'fastify';
import { errorBody } from '@courier/shared/contract';
import { buildTestApp, capturedLogs, type TestApp } from '../helpers/testApp';
import { rawExchange, rawRequest } from '../helpers/rawHttp';

/**
 * Fastify's own refusals (a URL it cannot decode, a path parameter over its limit, a body it
 * will not parse, a request line Node will not parse) answer in the error envelope
 * `{error: {code, message}}` with the status that says what is wrong, never a 500 and never
 * Fastify's default `{statusCode, error, message}`.
 */
let t: TestApp;
let port: number;
let token: string;
const logs = capturedLogs();
const lines = logs.lines;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: { level: 'info', stream: logs.stream } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  token = (await t.loginAs('admin')).token;
});
afterAll(() => t.close());

/** The answer is the envelope, with nothing of Fastify's default error body. */
function expectEnvelope(what: string, status: number, code: string, answer: { status: number; body: string }) {
  expect([what, answer.status]).toEqual([what, status]);
  const json = JSON.parse(answer.body) as Record<string, unknown>;
  expect([what, errorBody.safeParse(json).success]).toEqual([what, true]);
  expect([what, Object.keys(json)]).toEqual([what, ['error']]);
  expect([what, (json as { error: { code: string } }).error.code]).toEqual([what, code]);
  return json as { error: { code: string; message: string; fields?: Record<string, string> } };
}

const injected = async (options: InjectOptions) => {
  const res = await t.app.inject(options);
  return { status: res.statusCode, body: res.body, headers: res.headers };
};

describe('URLs the router cannot read', () => {
  test.each(['/api/%E0%A4%A', '/api/workers/%', '/api/workers/%zz', '/api/%C0%AF', '/%FF'])('%s: 400 in the envelope, over a socket and through inject', async (target) => {
    const raw = await rawRequest(port, 'GET', target, { authorization: `Bearer ${token}` });
    const body = expectEnvelope(`raw ${target}`, 400, 'BAD_REQUEST', raw);
    expect(body.error.message).toMatch(/address/i);
    expect(raw.headers['x-request-id']).toBeTruthy();
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expectEnvelope(`inject ${target}`, 400, 'BAD_REQUEST', await injected({ method: 'GET', url: target }));
  });

  test('a path parameter over the router limit is a 414 in the envelope', async () => {
    const res = await injected({ method: 'GET', url: `/api/workers/${'9'.repeat(300)}`, headers: { authorization: `Bearer ${token}` } });
    expectEnvelope('long param', 414, 'BAD_REQUEST', res);
  });

  test('the refusal is logged under a server request id', async () => {
    const res = await injected({ method: 'GET', url: '/api/%E0%A4%A' });
    const id = String(res.headers['x-request-id']);
    expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toContain('incoming request');
  });
});

describe('bodies Fastify will not take', () => {
  const post = (url: string, payload: string, headers: Record<string, string>) =>
    injected({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });

  test('any media type but JSON is a 415 (text/plain included); on an unknown call, the 404 comes first', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])
      expectEnvelope(type, 415, 'UNSUPPORTED_MEDIA_TYPE', await post('/api/auth/login', 'login=x', { 'content-type': type }));
    expectEnvelope('unknown call', 404, 'NOT_FOUND', await post('/api/nowhere', '<a/>', { 'content-type': 'application/xml' }));
  });

  test('a content type that is not a media type at all is a 415', async () => {
    expectEnvelope('garbage type', 415, 'UNSUPPORTED_MEDIA_TYPE', await post('/api/auth/login', '{}', { 'content-type': ';;;' }));
  });

  test('a body over the limit is a 413, announced or streamed without a length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    expectEnvelope('announced', 413, 'PAYLOAD_TOO_LARGE', await post('/api/auth/login', big, { 'content-type': 'application/json' }));
    // Streamed in chunks, no length announced: refused once the limit is read.
    const chunk = 'x'.repeat(64 * 1024);
    const chunks = Array.from({ length: 20 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const head = `POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`;
    const streamed = await rawExchange(port, `${head}${chunks}0\r\n\r\n`);
    expectEnvelope('streamed', 413, 'PAYLOAD_TOO_LARGE', streamed);
  });

  test('malformed JSON is a 400 naming the body, on a known call and on an unknown one', async () => {
    const known = expectEnvelope('known', 400, 'BAD_REQUEST', await post('/api/auth/login', '{"name": ', { 'content-type': 'application/json' }));
    expect(known.error.fields).toEqual({ body: 'Malformed JSON' });
    expectEnvelope('unknown', 400, 'BAD_REQUEST', await post('/api/nowhere', '{bad', { 'content-type': 'application/json' }));
  });

  test('a JSON content type with no body is a 400 naming the body', async () => {
    const res = expectEnvelope('empty', 400, 'BAD_REQUEST', await post('/api/auth/login', '', { 'content-type': 'application/json' }));
    expect(Object.keys(res.error.fields ?? {})).toEqual(['body']);
  });

});

describe('routes', () => {
  test('an unknown call is a 404, and so is a known path with another method (no 405)', async () => {
    expectEnvelope('unknown', 404, 'NOT_FOUND', await injected({ method: 'GET', url: '/api/nowhere' }));
    expectEnvelope('wrong method', 404, 'NOT_FOUND', await injected({ method: 'DELETE', url: '/api/health' }));
  });
});

describe('requests Node itself refuses (before Fastify sees them)', () => {
  test('an unknown method is a 400 in the envelope', async () => {
    expectEnvelope('FOO', 400, 'BAD_REQUEST', await rawRequest(port, 'FOO', '/api/health'));
  });

  test('headers over the size limit are a 431 in the envelope', async () => {
    expectEnvelope('big header', 431, 'BAD_REQUEST', await rawRequest(port, 'GET', '/api/health', { 'x-big': 'y'.repeat(20_000) }));
  });

  test('a length that is not a number is a 400 in the envelope', async () => {
    expectEnvelope('bad length', 400, 'BAD_REQUEST', await rawRequest(port, 'POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': 'ten' }));
  });

  test('a malformed header line is a 400 in the envelope', async () => {
    expectEnvelope('bad header', 400, 'BAD_REQUEST', await rawRequest(port, 'GET', '/api/health', { 'bad header name': 'x' }));
  });

  test('the server still answers afterwards', async () => {
    const res = await rawRequest(port, 'GET', '/api/health');
    expect(res.status).toBe(200);
  });
});
