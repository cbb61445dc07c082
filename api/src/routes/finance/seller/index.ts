import type { FastifyInstance } from 'fastify';
import getSeller from './getSeller';
import updateSeller from './updateSeller';

/** The seller's legal identity: finance/seller/*, one file per call. */
export default async function financeSellerRoutes(app: FastifyInstance) {
  for (const register of [getSeller, updateSeller]) register(app);
}
