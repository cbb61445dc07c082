import type { FastifyInstance } from 'fastify';
import { readAheadOnListen } from '../../../http/readAhead';
import getUsers from './getUsers';
import addUser from './addUser';
import getSites from './getSites';
import getServices from './getServices';
import updateUser from './updateUser';
import inactiveUser from './inactiveUser';
import resetPassword from './resetPassword';
import resetPasswordConfirm from './resetPasswordConfirm';
import getUser from './getUser';
import { stopWarmingCfrUserPages, warmCfrUserPages } from '../../../repositories/cfrUsers';

/** The client-side users calls (docs/product.md#calls-cfr-users): one file per call; static paths before `users/cfr/[id]`. */
export default async function usersCfrRoutes(app: FastifyInstance) {
  // Every page is read into memory once the server listens, so a first visit finds it made.
  readAheadOnListen(app, "client-side users' pages", warmCfrUserPages, stopWarmingCfrUserPages);
  for (const register of [
    getUsers,
    addUser,
    getSites,
    getServices,
    updateUser,
    inactiveUser,
    resetPassword,
    resetPasswordConfirm,
    getUser,
  ]) {
    register(app);
  }
}
