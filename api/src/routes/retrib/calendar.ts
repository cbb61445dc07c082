import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getCalendar, setCalendarEntry } from '../../repositories/retrib';

/**
 * GET retrib/calendar?teamId[&month=YYYY-MM]: the team's config and per-date overrides.
 * POST retrib/calendar: with id (+ version) edits an entry; without, creates one for teamId + date.
 */
export default function calendarRoutes(app: FastifyInstance) {
  route(app, api.retrib.getCalendar, ({ query }) => getCalendar(app.db, query.teamId, query.month));
  route(app, api.retrib.setCalendar, (ctx) => setCalendarEntry(app.db, ctx.auth().user.id, ctx.body));
}
