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
//   remotes.json and config.json for another set of ports), as a deployment would edit them.
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const [folderArg, portArg, ...flags] = process.argv.slice(2);
if (!folderArg || !portArg) {
  console.error('usage: serve-static.mjs <folder> <port> [--spa]');
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

const server = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
  let file = fileAt(urlPath);
  if (!file && spa && !extname(urlPath)) file = fileAt(pageFor(urlPath));
  if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file.path)] ?? 'application/octet-stream',
    'Content-Length': file.size,
    'Cache-Control': HASHED.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file.path).pipe(res);
});
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`serving ${folder} on http://localhost:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
