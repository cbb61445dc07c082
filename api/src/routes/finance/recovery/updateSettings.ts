import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { updateFinanceSettings } from '../../../repositories/finance/settings';

/** POST finance/recovery/updateSettings: reminder levels and recovery threshold (version, 409 when stale). */
export default function updateSettingsRoute(app: FastifyInstance) {
  route(app, api.finance.updateSettings, (ctx) => updateFinanceSettings(app.db, ctx.auth().user.id, ctx.body));
}
