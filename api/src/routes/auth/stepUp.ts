import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { stepUp } from '../../services/stepUp';

/** POST auth/stepUp {code}: a fresh authenticator code lets this session make the sensitive finance calls for a while. */
export default function stepUpRoute(app: FastifyInstance, perIpPerMinute: number) {
  route(app, api.auth.stepUp, (ctx) => stepUp({ db: app.db, config: app.config }, ctx.auth(), ctx.body.code, ctx.request.ip), {
    rateLimitPerMinute: perIpPerMinute,
  });
}
