import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { financeSettings } from '../../../repositories/finance/settings';

/** GET finance/recovery/getSettings: reminder levels and recovery threshold. */
export default function getSettingsRoute(app: FastifyInstance) {
  route(app, api.finance.getSettings, () => financeSettings(app.db));
}
