import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { routeUrl } from '../../../http/route';
import { snapshotPageSerialization } from '../../../repositories/clients';
import getUsers from './getUsers';
import addUser from './addUser';
import getSites from './getSites';
import getServices from './getServices';
import updateUser from './updateUser';
import inactiveUser from './inactiveUser';
import resetPassword from './resetPassword';
import getUser from './getUser';

/** The client-side users calls (docs/product.md#calls-cfr-users): one file per call; static paths before `users/cfr/[id]`. */
export default async function usersCfrRoutes(app: FastifyInstance) {
  // The list's rows are the snapshot's objects: each is turned into JSON once.
  snapshotPageSerialization(app, [routeUrl(api.cfrUsers.getUsers.path)]);
  for (const register of [
    getUsers,
    addUser,
    getSites,
    getServices,
    updateUser,
    inactiveUser,
    resetPassword,
    getUser,
  ]) {
    register(app);
  }
}
