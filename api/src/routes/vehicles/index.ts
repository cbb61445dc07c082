import type { FastifyInstance } from 'fastify';
import getVehicles from './getVehicles';
import addVehicle from './addVehicle';
import addComment from './addComment';
import assignVehicle from './assignVehicle';
import dissociateVehicle from './dissociateVehicle';
import getVehicle from './getVehicle';
import updateVehicleData from './updateVehicleData';
import referenceLists from './referenceLists';

/** The vehicles calls (docs/product.md#calls-vehicles): one file per call (the seven reference lists share one). */
export default async function vehiclesRoutes(app: FastifyInstance) {
  for (const register of [
    getVehicles,
    addVehicle,
    addComment,
    assignVehicle,
    dissociateVehicle,
    getVehicle,
    updateVehicleData,
    referenceLists,
  ]) {
    register(app);
  }
}
