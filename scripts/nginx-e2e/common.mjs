import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file is scripts/nginx-e2e/common.mjs: the checkout is two folders up.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiRequire = createRequire(join(ROOT, 'api', 'package.json'));
export const pg = apiRequire('pg');
export const { generate } = apiRequire('otplib');
// Node 20 has no WebSocket of its own: the API's `ws` (same browser-like API).
export const WebSocketClient = globalThis.WebSocket ?? apiRequire('ws');

export const AREAS = JSON.parse(readFileSync(join(ROOT, 'shared', 'src', 'areas', 'areas.json'), 'utf8'));
export const SHELL_PORT = 8080;
export const AREA_PORTS = { mfe_workers: 8081, mfe_clients: 8082, mfe_planning: 8083, mfe_finance: 8084, mfe_settings: 8085, mfe_chat: 8086 };
export const API = { a: 4001, b: 4002 };
export const BASE = `http://localhost:${SHELL_PORT}`;
export const PASSWORD = 'courier-demo-2026';
export const SECRET = 'MNXXK4TJMVZC24DPOJ2GC3BNMRSW23ZB';

export const log = (...args) => console.log('[nginx-e2e]', ...args);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export function fail(message) {
  throw new Error(message);
}
