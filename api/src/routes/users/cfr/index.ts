import type { FastifyInstance } from 'fastify';
import getUsers from './getUsers';
import exportUsers from './exportUsers';
import addUser from './addUser';
import getSites from './getSites';
import getServices from './getServices';
import updateUser from './updateUser';
import inactiveUser from './inactiveUser';
import resetPassword from './resetPassword';
import resetPasswordConfirm from './resetPasswordConfirm';
import getUser from './getUser';

/** The client-side users calls (docs/product.md#calls-cfr-users): one file per call; static paths before `users/cfr/[id]`. */
export default async function usersCfrRoutes(app: FastifyInstance) {
  for (const register of [
    getUsers,
    exportUsers,
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
