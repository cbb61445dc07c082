import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { planningToday } from '../../repositories/today/planning';
import { financeToday } from '../../repositories/today/finance';
import { vehiclesToday, workersToday } from '../../repositories/today/fleet';
import { payToday } from '../../repositories/today/pay';
import { chatToday } from '../../repositories/today/chat';
import { settingsToday } from '../../repositories/today/settings';

/**
 * The Today page's calls (docs/product.md#calls-today): one per area, under its prefix and with
 * its roles (access table), each answering its widgets for the signed-in user as of today in Paris.
 */
export default async function todayRoutes(app: FastifyInstance) {
  const t = api.today;
  route(app, t.planning, () => planningToday(app.db));
  route(app, t.finance, () => financeToday(app.db));
  route(app, t.workers, () => workersToday(app.db));
  route(app, t.vehicles, () => vehiclesToday(app.db));
  route(app, t.pay, () => payToday(app.db));
  route(app, t.chat, ({ auth }) => chatToday(app.db, auth().user.id));
  route(app, t.settings, () => settingsToday(app.db));
}
