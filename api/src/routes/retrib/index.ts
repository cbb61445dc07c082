import type { FastifyInstance } from 'fastify';
import getServicesAndOptions from './getServicesAndOptions';
import calendar from './calendar';
import updateTeamConfig from './updateTeamConfig';
import getTeamList from './getTeamList';
import previewPay from './previewPay';
import statements from './statements';

/** The pay-rate calls (docs/product.md#calls-pay-rates), with the pay preview and the pay statements of the /retrib pages: one file per call. */
export default async function retribRoutes(app: FastifyInstance) {
  for (const register of [
    getServicesAndOptions,
    calendar,
    updateTeamConfig,
    getTeamList,
    previewPay,
    statements,
  ])
    register(app);
}
