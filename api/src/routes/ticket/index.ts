import type { FastifyInstance } from 'fastify';
import sendEmail from './sendEmail';

/** Chat area (docs/product.md#tickets): ticket/*. */
export default async function ticketRoutes(app: FastifyInstance) {
  sendEmail(app);
}
