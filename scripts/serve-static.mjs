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
// - security headers (issue 9): `X-Content-Type-Options: nosniff` and a Referrer-Policy on
//   every answer; on HTML pages a Content-Security-Policy computed from the remotes.json and
//   config.json this server serves (overlay included), re-read when they change, so a
//   redeployment that moves a remote or the API is allowed at the next page load; HSTS only
//   on an https request (a TLS socket, or `X-Forwarded-Proto: https` from a proxy trusted by
//   TRUST_PROXY: a hop count, or the proxies' addresses/CIDRs, as for the API).
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

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

function fileAt(urlPath, base = folder) {
  const rel = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  if (overlay && base === folder) {
    const replaced = fileAt(urlPath, overlay);
    if (replaced) return replaced;
  }
  const path = join(base, rel);
  if (!path.startsWith(base)) return null;
  try {
    const s = statSync(path);
    if (s.isDirectory()) return fileAt(join(urlPath, 'index.html'), base);
    return { path, size: s.size };
  } catch {
    return null;
  }
}

/** The html of a path without a file: pages.json (html -> paths), read per request like the files. */
function pageFor(urlPath) {
  const manifest = fileAt('/pages.json');
  if (manifest) {
    try {
      const pages = JSON.parse(readFileSync(manifest.path, 'utf8'));
      const path = urlPath.replace(/\/+$/, '') || '/';
      for (const [html, paths] of Object.entries(pages)) if (paths.includes(path)) return `/${html}`;
    } catch (error) {
      console.error(`pages.json could not be read: ${error.message}`);
    }
  }
  return '/index.html';
}

/** A JSON file this server serves (overlay first), parsed; cached until its size or time changes. */
const jsonCache = new Map();
function servedJson(urlPath) {
  const file = fileAt(urlPath);
  if (!file) return undefined;
  let stamp;
  try {
    stamp = `${file.path}:${file.size}:${statSync(file.path).mtimeMs}`;
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

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(ALWAYS)) res.setHeader(name, value);
  if (overHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
  let file = fileAt(urlPath);
  if (!file && spa && !extname(urlPath)) file = fileAt(pageFor(urlPath));
  if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  const type = TYPES[extname(file.path)] ?? 'application/octet-stream';
  if (type.startsWith('text/html')) res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': file.size,
    'Cache-Control': HASHED.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file.path).pipe(res);
});
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  // The port actually bound (port 0 asks for any free one).
  console.log(`serving ${folder} on http://localhost:${server.address().port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
