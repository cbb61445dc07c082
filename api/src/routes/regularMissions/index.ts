import type { FastifyInstance } from 'fastify';
import getRegularMissions from './getRegularMissions';
import exportRegularMissions from './exportRegularMissions';
import getRegMissionsClients from './getRegMissionsClients';
import getRegMissionsNames from './getRegMissionsNames';
import getRegularMission from './getRegularMission';
import updateRegularMission from './updateRegularMission';
import previewApplyWeek from './previewApplyWeek';
import applyWeek from './applyWeek';

/** Regular missions (docs/product.md#calls-regular-missions): one file per call; static paths before regularMissions/[id]. */
export default async function regularMissionsRoutes(app: FastifyInstance) {
  for (const register of [
    getRegularMissions,
    exportRegularMissions,
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
