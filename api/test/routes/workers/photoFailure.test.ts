import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { freeWorkers } from './fixtures';

/**
 * A sharp failure that is not the input's fault (here: out of memory while decoding, or while
 * encoding) is a 500 answered by the errors plugin, which logs it; never a 415 that would
 * blame the user's file. sharp is wrapped so that a test can make one of its calls fail.
 */
const mockFailures: (Error | null)[] = [];
jest.mock('sharp', () => {
  const real = jest.requireActual('sharp');
  const wrapped = (...args: unknown[]) => {
    const instance = real(...args);
    const toBuffer = instance.toBuffer.bind(instance);
    instance.toBuffer = (...a: unknown[]) => {
      const failure = mockFailures.shift();
      return failure ? Promise.reject(failure) : toBuffer(...a);
    };
    return instance;
  };
  return Object.assign(wrapped, real);
});

// After the mock: the app and sharp below are the wrapped ones.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharp = require('sharp') as typeof import('sharp');

let t: TestApp;
let workers: SignedIn;
beforeAll(async () => {
  t = await seededTestApp();
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());
afterEach(() => {
  mockFailures.length = 0;
});

/** Uploads a fine PNG; the server's next sharp outputs meet `failures` in turn (null: runs). */
async function upload(...failures: (Error | null)[]) {
  const w = await freeWorkers(t.db).executeTakeFirstOrThrow();
  const file = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer();
  mockFailures.push(...failures);
  const res = await workers.post(api.workers.uploadPhoto, {
    workerId: w.id,
    version: w.version,
    image: file.toString('base64'),
  });
  return { w, res };
}

/** What the app's logger is told at level error while `run` runs (the test app's logger is silent). */
async function errorsLogged<T>(run: () => Promise<T>): Promise<{ result: T; logged: unknown[][] }> {
  const logged: unknown[][] = [];
  const spy = jest
    .spyOn(t.app.log, 'error')
    .mockImplementation((...args: unknown[]) => void logged.push(args));
  try {
    return { result: await run(), logged };
  } finally {
    spy.mockRestore();
  }
}

test('out of memory while decoding: 500 INTERNAL, logged, nothing stored', async () => {
  const {
    result: { w, res },
    logged,
  } = await errorsLogged(() => upload(new Error('vips_malloc: out of memory')));
  expect(res.status).toBe(500);
  expect(res.body.error.code).toBe('INTERNAL');
  expect(logged).toHaveLength(1);
  expect(String((logged[0][0] as { err: Error }).err.message)).toContain('vips_malloc: out of memory');
  const now = await t.db
    .selectFrom('workers')
    .select('version')
    .where('id', '=', w.id)
    .executeTakeFirstOrThrow();
  expect(now.version).toBe(w.version);
});

test('a failure while encoding (from the decoded bitmap) is never the input: 500', async () => {
  const { res } = await upload(null, new Error('webpsave_buffer: unable to encode'));
  expect(res.status).toBe(500);
  expect(res.body.error.code).toBe('INTERNAL');
});

test('a corrupt input is still a 415, and the next upload works', async () => {
  expect((await upload(new Error('VipsJpeg: Corrupt JPEG data: bad Huffman code'))).res.status).toBe(415);
  expect((await upload()).res.status).toBe(200);
});
