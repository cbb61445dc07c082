import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { notFound } from '../../../domain/errors';
import { getCfrUserDetail } from '../../../repositories/cfrUsers/detail';

/** GET users/cfr/{id}: the user's page, one query; 404 when unknown. */
export default function getUserRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.getUser, async ({ params }) => {
    const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
    if (Number.isNaN(id)) throw notFound(`No such client-side user: ${params.id}`);
    return getCfrUserDetail(app.db, id);
  });
}
