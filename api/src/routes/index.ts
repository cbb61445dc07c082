import type { FastifyInstance } from 'fastify';
import health from './health';
import auth from './auth';
import users from './users';
import profile from './profile';
import reference from './reference';
import adminEvents from './adminEvents';
import workers from './workers';
import workersKpis from './workersKpis';
import gtaTypes from './gtaTypes';
import vehicles from './vehicles';
import retrib from './retrib';

/**
 * Every feature's routes, one folder per URL prefix. Area issues add their folder here;
 * their calls are already described in `shared`'s contract.
 */
export default async function routes(app: FastifyInstance) {
  for (const feature of [health, auth, users, profile, reference, adminEvents]) {
    await app.register(feature);
  }
  for (const feature of [workers, workersKpis, gtaTypes, vehicles, retrib]) await app.register(feature);
}
