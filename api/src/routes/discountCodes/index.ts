import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addDiscountCode, listDiscountCodes, updateDiscountCode } from '../../repositories/discountCodes';

/** Discount codes (Settings area): status by dates, unique code, percent or amount. */
export default async function discountCodesRoutes(app: FastifyInstance) {
  route(app, api.settings.getDiscountCodes, ({ query }) => listDiscountCodes(app.db, query.status));
  route(app, api.settings.addDiscountCode, (ctx) => addDiscountCode(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateDiscountCode, (ctx) =>
    updateDiscountCode(app.db, ctx.auth().user.id, ctx.body),
  );
}
