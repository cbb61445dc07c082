import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listProfiles } from '../../repositories/staffUsers';

export default async function profileRoutes(app: FastifyInstance) {
  route(app, api.users.getProfiles, () => listProfiles(app.db));
}
