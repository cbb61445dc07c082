import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokensFile } from './global-setup';
import { apiUrl, root } from './portal';

/** Every page of the product (shared/src/areas/areas.json), and the landing page. */
const areasFile = JSON.parse(readFileSync(join(root, 'shared/src/areas/areas.json'), 'utf8')) as {
  areas: { sections: { pages: string[] }[] }[];
};
export const PAGES = ['/', ...areasFile.areas.flatMap((a) => a.sections.flatMap((s) => s.pages))];

export const adminToken = () => (JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>).admin;

/** A call of the API with the admin's session (global setup signed it in, or `token`). */
export async function adminApi(path: string, body?: unknown, token = adminToken()): Promise<unknown> {
  const res = await fetch(`${apiUrl}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** A field of the first row of a list, through the API with the admin's session. */
async function firstRow(path: string, field: string, token?: string): Promise<string> {
  const data = (await adminApi(path, undefined, token)) as Record<string, unknown>[] | { items: Record<string, unknown>[] };
  const rows = Array.isArray(data) ? data : data.items;
  if (!rows?.length) throw new Error(`${path} has no rows`);
  return String(rows[0][field]);
}

/** How to fill each bracketed segment of a page pattern with a seeded record. */
const PARAMS: Record<string, (token?: string) => Promise<string>> = {
  '/workers/[short_code]': (token) => firstRow('workers/getWorkers', 'shortCode', token),
  '/vehicles/[shortCode]': (token) => firstRow('vehicles/getVehicles', 'shortCode', token),
  '/clients/[clientId]': (token) => firstRow('clients/getClients', 'clientId', token),
  '/users/cfr/[userId]': (token) => firstRow('users/cfr/getUsers', 'userCFrId', token),
  '/regularMissions/[regularMissionId]': (token) => firstRow('regularMissions/getRegularMissions', 'id', token),
  '/finance/recovery/[clientId]': (token) => firstRow('clients/getClients', 'clientId', token),
};

/** A page pattern made concrete with a seeded record (`/workers/[short_code]` -> `/workers/PAR-0001`). */
export async function concretePath(pattern: string, token?: string): Promise<string> {
  if (!pattern.includes('[')) return pattern;
  const resolve = PARAMS[pattern];
  if (!resolve) throw new Error(`e2e/support/pages.ts does not know how to open ${pattern}: add it to PARAMS`);
  return pattern.replace(/\[[^\]]+\]/, await resolve(token));
}
