import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BODY_LIMITS, LARGEST_BODY_LIMIT } from '../../src/http/bodyLimits';
import { ATTACHMENT_MAX_BYTES } from '../../src/routes/chat/attachment';
import { PHOTO_MAX_BYTES } from '../../src/domain/photo';

/**
 * One set of body limits for the API and the proxy in front of it: deploy/nginx.conf lets
 * through /api/ exactly the largest body a call takes (src/http/bodyLimits.ts), and answers a
 * larger one in the API's error envelope, never with nginx's HTML page (a 3 MB chat attachment
 * once failed that way behind a 2 MB proxy limit).
 */

const ROOT = join(__dirname, '../../..');
const conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8').replace(/#[^\n]*/g, '');

/** The text between the braces of the block opened by `head` (nested blocks included). */
function block(head: RegExp): string {
  const start = head.exec(conf);
  if (!start) throw new Error(`no ${head} block in deploy/nginx.conf`);
  let depth = 0;
  for (let i = conf.indexOf('{', start.index); i < conf.length; i++) {
    if (conf[i] === '{') depth++;
    if (conf[i] === '}' && --depth === 0) return conf.slice(conf.indexOf('{', start.index) + 1, i);
  }
  throw new Error(`unclosed ${head} block in deploy/nginx.conf`);
}

/** nginx's size syntax: bytes, or k/m/g (1024-based). */
function bytes(size: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(size);
  if (!m) throw new Error(`not an nginx size: ${size}`);
  return Number(m[1]) * 1024 ** ' kmg'.indexOf((m[2] || ' ').toLowerCase());
}

test('nginx lets through /api/ the largest body a call takes, and nothing more', () => {
  const sizes = [...conf.matchAll(/client_max_body_size\s+(\S+);/g)].map((m) => m[1]);
  // One limit, on /api/ (the static locations take GET only: nginx's 1 MB default is moot there).
  expect(sizes).toHaveLength(1);
  expect(block(/location \/api\/ \{/)).toMatch(/client_max_body_size\s+\S+;/);
  expect(bytes(sizes[0]!)).toBe(LARGEST_BODY_LIMIT);
  // The largest is a chat message with an attachment of the largest size, base64 in JSON.
  expect(LARGEST_BODY_LIMIT).toBe(BODY_LIMITS.chatSendMessage);
  expect(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024).toBeLessThan(BODY_LIMITS.chatSendMessage);
  expect(Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64 * 1024).toBeLessThan(BODY_LIMITS.workerPhoto);
});

test("a body over it is answered 413 in the API's error envelope, not nginx's HTML page", () => {
  const page = /error_page\s+413\s+(@\w+);/.exec(block(/location \/api\/ \{/))?.[1];
  expect(page).toBeDefined();
  const named = block(new RegExp(`location ${page} \\{`));
  expect(named).toMatch(/default_type application\/json;/);
  const answer = /return 413 '([^']+)';/.exec(named)?.[1];
  expect(JSON.parse(answer!)).toEqual({
    error: { code: 'PAYLOAD_TOO_LARGE', message: `The request body is over the ${LARGEST_BODY_LIMIT} bytes any call accepts` },
  });
});

test('no body limit of the API is written outside src/http/bodyLimits.ts', () => {
  const src = join(__dirname, '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
  const written: string[] = [];
  for (const file of files(src)) {
    if (file.endsWith(join('http', 'bodyLimits.ts'))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/(bodyLimit|BODY_LIMIT)\w*\s*[:=]\s*[\d(]/.test(line)) written.push(`${relative(src, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(written).toEqual([]);
});
