import type { FastifyInstance } from 'fastify';

/**
 * Every area's routes, one folder per contract area: `routes/<area>/index.ts` exports a Fastify
 * plugin whose table (`areaRoutes(app, api.<area>, {...})`, http/areaRoutes.ts) has one handler
 * for each call of the area; method, path, schemas and access come from `shared`'s contract.
 * Adding an area's API is its folder and one line here. Registered in this order (the order of
 * the OpenAPI document); each folder is its own plugin, so its hooks stay inside it.
 */
const AREAS = [
  () => import('./auth'),
  () => import('./users'),
  () => import('./reference'),
  () => import('./adminEvents'),
  () => import('./workers'),
  () => import('./vehicles'),
  () => import('./retrib'),
  () => import('./clients'),
  () => import('./users/cfr'),
  () => import('./planning'),
  () => import('./regularMissions'),
  () => import('./settings'),
  () => import('./finance/recovery'),
  () => import('./finance/billing'),
  () => import('./finance/creditRequests'),
  () => import('./finance/seller'),
  () => import('./chat'),
  () => import('./search'),
  () => import('./today'),
];

export default async function routes(app: FastifyInstance) {
  for (const load of AREAS) await app.register(load());
}
