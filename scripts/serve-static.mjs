#!/usr/bin/env node
// Serves one built app folder on one port, as a separate deployment would:
//   node scripts/serve-static.mjs <folder> <port> [--spa] [--overlay <folder>]
// - CORS open, because the shell fetches remotes' manifests and chunks from other origins;
// - `Cache-Control: no-cache` on the files that name other files (remoteEntry.js,
//   mf-manifest.json, remotes.json, config.json, HTML), long-lived caching on hashed chunks,
//   so a redeployed remote is picked up at the next load;
// - files are looked up on every request, so a folder switched atomically (rename) is
//   served at once, without a restart;
// - with --spa, the paths the build's pages.json gives another html get that page (the shell's
//   sign-in page), and other unknown paths without an extension fall back to index.html;
// - with --overlay, files of that folder are served in place of the app's own (the shell's
//   remotes.json and config.json for another set of ports), as a deployment would edit them;
// - security headers: `X-Content-Type-Options: nosniff` and a Referrer-Policy on
//   every answer; on HTML pages a Content-Security-Policy computed from the remotes.json and
//   config.json this server serves (overlay included), re-read when they change, so a
//   redeployment that moves a remote or the API is allowed at the next page load; HSTS only
//   on an https request (a TLS socket, or `X-Forwarded-Proto: https` from a proxy trusted by
//   TRUST_PROXY: a hop count, or the proxies' addresses/CIDRs, as for the API).
// - hostile paths: a path that does not decode, or holds a control character, a
//   backslash or a `.`/`..` segment (in any encoding) is a 400; a path over 2 KB a 414; a path
//   with a segment starting with `.` (dotfiles, .git/) a 404; a symbolic link whose target is
//   outside the folder a 404 (checked on the real paths, per request); with NODE_ENV=production,
//   source maps (`*.map`) a 404 too. Any other error in a request is logged and answered 500;
//   the server stays up, as it does on malformed requests and clients that hang up.
import { createServer } from 'node:http';
import {
  closeSync,
  createReadStream,
  fstatSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';

const [folderArg, portArg, ...flags] = process.argv.slice(2);
if (!folderArg || !portArg) {
  console.error('usage: serve-static.mjs <folder> <port> [--spa] [--overlay <folder>]');
  process.exit(2);
}
const folder = resolve(folderArg);
const port = Number(portArg);
const spa = flags.includes('--spa');
const overlayAt = flags.indexOf('--overlay');
const overlay = overlayAt >= 0 ? resolve(flags[overlayAt + 1]) : null;
const production = process.env.NODE_ENV === 'production';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2|svg|png)$/;

/** Headers of every answer, whatever its status. */
const ALWAYS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const HSTS = 'max-age=31536000; includeSubDomains';
/** The API the shell talks to when config.json names none (shared/src/config's default). */
const DEFAULT_API_HOST = 'http://localhost:4000';

/** An answer the request gets instead of a file (a 4xx). */
class Refused extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Longer paths are a 414: no file of a build has a path near this. */
const MAX_PATH = 2048;
/** Lookup errors that mean "no such file" (any other is unexpected: a 500). */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

/**
 * The decoded segments of a request's path. The raw target is decoded once; what a browser
 * never sends (a bad escape, a control character, a backslash, a `.` or `..` segment: browsers
 * resolve those before asking) is refused rather than normalised.
 */
function requestSegments(target = '/') {
  let raw = target;
  if (/^https?:\/\//i.test(raw)) {
    // The absolute form a proxy may send (`GET http://host/path HTTP/1.1`).
    try {
      raw = new URL(raw).pathname;
    } catch {
      throw new Refused(400, 'Bad request');
    }
  }
  const path = raw.split(/[?#]/, 1)[0];
  if (!path.startsWith('/')) throw new Refused(400, 'Bad request');
  if (path.length > MAX_PATH) throw new Refused(414, 'URI too long');
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new Refused(400, 'Bad request');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) throw new Refused(400, 'Bad request');
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) throw new Refused(400, 'Bad request');
  return segments;
}

/** Never served: dotfiles and dot-folders (.env, .git/), and source maps in production. */
function hidden(segments) {
  if (segments.some((s) => s.startsWith('.'))) return true;
  return production && segments.length > 0 && segments[segments.length - 1].toLowerCase().endsWith('.map');
}

/**
 * The regular file at these segments (the overlay's first), or null. Symbolic links are followed
 * only when their target is inside the folder (both real paths taken on every request, so a
 * folder that is itself a link, switched at deployment, keeps working).
 */
function fileAt(segments, base = folder) {
  if (overlay && base === folder) {
    const replaced = fileAt(segments, overlay);
    if (replaced) return replaced;
  }
  const path = join(base, ...segments);
  let real;
  let stats;
  try {
    const realBase = realpathSync(base);
    real = realpathSync(path);
    const rel = relative(realBase, real);
    if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
    stats = statSync(real);
  } catch (error) {
    if (MISSING.has(error.code)) return null;
    throw error;
  }
  if (stats.isDirectory()) return fileAt([...segments, 'index.html'], base);
  if (!stats.isFile()) return null;
  // `name` (the path asked for) gives the type and caching; `path` is what is read.
  return { name: path, path: real };
}

/** The file of a literal path of this server's own (`/pages.json`, `/remotes.json`). */
const ownFile = (urlPath) => fileAt(urlPath.split('/').filter(Boolean));

/** The html of a path without a file: pages.json (html -> paths), read per request like the files. */
function pageFor(segments) {
  const manifest = ownFile('/pages.json');
  if (manifest) {
    try {
      const pages = JSON.parse(readFileSync(manifest.path, 'utf8'));
      const path = `/${segments.join('/')}`;
      for (const [html, paths] of Object.entries(pages))
        if (paths.includes(path)) return html.split('/').filter(Boolean);
    } catch (error) {
      console.error(`pages.json could not be read: ${error.message}`);
    }
  }
  return ['index.html'];
}

/** A JSON file this server serves (overlay first), parsed; cached until its size or time changes. */
const jsonCache = new Map();
function servedJson(urlPath) {
  let stamp;
  let file;
  try {
    file = ownFile(urlPath);
    if (!file) return undefined;
    const stats = statSync(file.path);
    stamp = `${file.path}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
  const cached = jsonCache.get(urlPath);
  if (cached?.stamp === stamp) return cached.value;
  let value;
  try {
    value = JSON.parse(readFileSync(file.path, 'utf8'));
  } catch (error) {
    console.error(`${urlPath} could not be read: ${error.message}`);
  }
  jsonCache.set(urlPath, { stamp, value });
  return value;
}

/** The origin of an absolute http(s) URL, or null (a relative URL is this origin: 'self'). */
function originOf(value) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy. Scripts come from here and from the remotes that
 * remotes.json lists (their manifests' origins: each remote's chunks are loaded from where
 * its manifest is, `publicPath: auto`); the API (config.json's apiHost) and the remotes are
 * fetched; images may be data:/blob: URLs or the API's. Styles need 'unsafe-inline' for
 * <style> elements only (checked in the browser: Mantine's theme and components in the portal,
 * the sign-in page's styles, are injected as <style> elements; styles React sets go through
 * the CSSOM, which the policy does not govern). No 'unsafe-eval': zod is told not to probe
 * for it in a page (shared/src/contract/endpoint.ts). A remote missing from remotes.json
 * (the shell would fall back to its default address) is not allowed: a deployment lists
 * every remote.
 */
function contentSecurityPolicy() {
  const remotes = servedJson('/remotes.json');
  const config = servedJson('/config.json');
  const remoteOrigins = [
    ...new Set(
      Object.values(remotes && typeof remotes === 'object' ? remotes : {})
        .map(originOf)
        .filter(Boolean),
    ),
  ];
  const apiHost =
    config && typeof config.apiHost === 'string' && config.apiHost.trim() ? config.apiHost : DEFAULT_API_HOST;
  const api = originOf(apiHost);
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remoteOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    "font-src 'self' data:",
    // The chat's live socket goes to the API's origin over ws(s):, which 'self' and http(s): do not cover.
    `connect-src ${list("'self'", api, api && api.replace(/^http/, 'ws'), ...remoteOrigins)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** TRUST_PROXY (as for the API): unset/0/false = none; a hop count; or addresses/CIDRs. */
function trustedProxies(value = '') {
  const text = value.trim().toLowerCase();
  if (!text || ['0', 'false', 'no', 'off'].includes(text)) return () => false;
  if (/^\d+$/.test(text)) return () => true;
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:/, '');
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}
const isTrustedProxy = trustedProxies(process.env.TRUST_PROXY);

/** Over https: a TLS socket, or a trusted proxy saying so (the last X-Forwarded-Proto is its own). */
function overHttps(req) {
  if (req.socket.encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  if (!forwarded || !isTrustedProxy(req.socket.remoteAddress)) return false;
  const last = String(forwarded).split(',').pop().trim().toLowerCase();
  return last === 'https';
}

const text = (res, status, body) =>
  void res
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
    .end(body);

function handle(req, res) {
  for (const [name, value] of Object.entries(ALWAYS)) res.setHeader(name, value);
  if (overHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  const segments = requestSegments(req.url);
  if (hidden(segments)) throw new Refused(404, 'Not found');
  let file = fileAt(segments);
  const last = segments[segments.length - 1] ?? '';
  if (!file && spa && !extname(last)) file = fileAt(pageFor(segments));
  if (!file) throw new Refused(404, 'Not found');
  // Opened before answering, so a file removed meanwhile is a 404 and the length is the one read.
  let fd;
  try {
    fd = openSync(file.path, 'r');
  } catch (error) {
    if (MISSING.has(error.code)) throw new Refused(404, 'Not found');
    throw error;
  }
  let size;
  try {
    size = fstatSync(fd).size;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  const type = TYPES[extname(file.name)] ?? 'application/octet-stream';
  if (type.startsWith('text/html')) res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': size,
    'Cache-Control': HASHED.test(file.name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    closeSync(fd);
    return void res.end();
  }
  pipeline(createReadStream(file.path, { fd }), res, (error) => {
    // A client that leaves before the end is not an error of the server.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      console.error(`${req.method} ${JSON.stringify(req.url)}: ${error.stack ?? error}`);
    }
  });
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    if (error instanceof Refused) return text(res, error.status, error.message);
    console.error(`${req.method} ${JSON.stringify(req.url)}: ${error?.stack ?? error}`);
    if (res.headersSent) res.destroy();
    else text(res, 500, 'Internal error');
  }
});
// A request Node cannot parse (or too large a header) gets a plain 400/431; a client that
// resets its connection is let go. Without this listener Node does much the same; with it,
// the answer carries nosniff and nothing is thrown.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nX-Content-Type-Options: nosniff\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
});
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  // The port actually bound (port 0 asks for any free one).
  console.log(`serving ${folder} on http://localhost:${server.address().port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
