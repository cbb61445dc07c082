import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { routeUrl } from '../../http/route';
import { sendPreSerialized } from '../../repositories/preSerialized';
import getRegularMissions from './getRegularMissions';
import getRegMissionsClients from './getRegMissionsClients';
import getRegMissionsNames from './getRegMissionsNames';
import getRegularMission from './getRegularMission';
import updateRegularMission from './updateRegularMission';
import previewApplyWeek from './previewApplyWeek';
import applyWeek from './applyWeek';

/** Regular missions (issue 12, docs/product.md#calls-regular-missions): one file per call; static paths before regularMissions/[id]. */
export default async function regularMissionsRoutes(app: FastifyInstance) {
  // A page of the list is sent as text joined from the rows kept in memory (repositories/regularMissions.ts).
  sendPreSerialized(app, [routeUrl(api.regularMissions.getRegularMissions.path)]);
  for (const register of [
    getRegularMissions,
    getRegMissionsClients,
    getRegMissionsNames,
    getRegularMission,
    updateRegularMission,
    previewApplyWeek,
    applyWeek,
  ]) {
    register(app);
  }
}
