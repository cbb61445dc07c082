import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listAdminEvents, stopReadingAdminEvents, warmAdminEvents } from '../../repositories/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';

export default async function adminEventsRoutes(app: FastifyInstance) {
  // The trail is read into memory once the server listens, in the background: listen is not
  // delayed, and a request arriving before the read ends waits for it rather than reading again.
  // (An app that only answers injected requests, as in the tests, reads it on its first request.)
  app.addHook('onListen', async () => {
    const started = Date.now();
    warmAdminEvents(app.db).then(
      (events) => app.log.info({ events, ms: Date.now() - started }, 'admin events held in memory'),
      (err: Error) =>
        app.log.warn(
          { err: err.message },
          'admin events: the first read failed; the next request reads again',
        ),
    );
  });
  app.addHook('onClose', () => stopReadingAdminEvents(app.db));
  route(app, api.adminEvents.getAdminEvents, ({ query }) => {
    const filter = {
      action: query.action || undefined,
      userId: query.user,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      page: query.page,
      pageSize: query.pageSize,
    };
    // From the trail held in memory, brought up to date by this request (exact).
    return listAdminEvents(app.db, filter);
  });
  route(app, api.adminEvents.getUserList, () => listStaffUserSummaries(app.db));
}
