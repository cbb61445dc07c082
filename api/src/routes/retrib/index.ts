import type { FastifyInstance } from 'fastify';
import getServicesAndOptions from './getServicesAndOptions';
import calendar from './calendar';
import updateTeamConfig from './updateTeamConfig';
import getTeamList from './getTeamList';
import previewPay from './previewPay';

/** The pay-rate calls (docs/product.md#calls-pay-rates), with the pay preview of the /retrib page: one file per call. */
export default async function retribRoutes(app: FastifyInstance) {
  for (const register of [getServicesAndOptions, calendar, updateTeamConfig, getTeamList, previewPay])
    register(app);
}
