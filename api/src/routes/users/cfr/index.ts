import type { FastifyInstance } from 'fastify';
import getUsers from './getUsers';
import addUser from './addUser';
import getSites from './getSites';
import getServices from './getServices';
import updateUser from './updateUser';
import inactiveUser from './inactiveUser';
import resetPassword from './resetPassword';
import getUser from './getUser';
import { stopWarmingCfrUserPages, warmCfrUserPages } from '../../../repositories/cfrUsers';

/** The client-side users calls (docs/product.md#calls-cfr-users): one file per call; static paths before `users/cfr/[id]`. */
export default async function usersCfrRoutes(app: FastifyInstance) {
  // Every user's page is read into memory once the server listens, in the background
  // (repositories/cfrUsers.ts); an app answering injected requests reads a page on its first visit.
  app.addHook('onListen', async () => {
    const started = Date.now();
    warmCfrUserPages(app.db).then(
      () => app.log.info({ ms: Date.now() - started }, 'client-side users pages held in memory'),
      (err: Error) => app.log.warn({ err: err.message }, 'client-side users pages: reading ahead failed; each is read on its first visit'),
    );
  });
  app.addHook('onClose', () => stopWarmingCfrUserPages(app.db));
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
