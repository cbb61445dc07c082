import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { sellerAnswer } from '../../../repositories/seller';

/** GET finance/seller/getSeller: the seller's identity (null until set), its version and its problems. */
export default function getSellerRoute(app: FastifyInstance) {
  route(app, api.seller.getSeller, () => sellerAnswer(app.db));
}
