import type { FastifyInstance } from 'fastify';

/**
 * Every area's routes, one folder per URL prefix: `routes/<prefix>/index.ts` exports a
 * Fastify plugin that registers its calls with `route()` (their method, path, schemas and
 * access come from `shared`'s contract). Adding an area's API is its folder and one line
 * here. Registered in this order (the order of the OpenAPI document); each folder is its
 * own plugin, so its hooks stay inside it.
 */
const AREAS = [
  () => import('./health'),
  () => import('./auth'),
  () => import('./users'),
  () => import('./profile'),
  () => import('./reference'),
  () => import('./adminEvents'),
  () => import('./workers'),
  () => import('./workersKpis'),
  () => import('./gtaTypes'),
  () => import('./vehicles'),
  () => import('./retrib'),
  () => import('./clients'),
  () => import('./users/cfr'),
  () => import('./planning'),
  () => import('./regularMissions'),
  () => import('./salesAgents'),
  () => import('./clientGroups'),
  () => import('./clientGroups2'),
  () => import('./workerCompanies'),
  () => import('./messagesHome'),
  () => import('./vehicleModels'),
  () => import('./vehicleBrands'),
  () => import('./vehicleTypes'),
  () => import('./vehicleSuppliers'),
  () => import('./discountCodes'),
  () => import('./outbox'),
  () => import('./finance/recovery'),
  () => import('./finance/billing'),
  () => import('./finance/creditRequests'),
  () => import('./finance/seller'),
  () => import('./chat'),
  () => import('./ticket'),
  () => import('./search'),
  () => import('./today'),
];

export default async function routes(app: FastifyInstance) {
  for (const load of AREAS) await app.register(load());
}
