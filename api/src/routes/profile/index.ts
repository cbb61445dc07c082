import type { FastifyInstance } from 'fastify';
import { api } from '@courier/shared/contract';
import { route } from '../../http/route';
import { listProfiles } from '../../repositories/staffUsers';

export default async function profileRoutes(app: FastifyInstance) {
  route(app, api.users.getProfiles, () => listProfiles(app.db));
}
