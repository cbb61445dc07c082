import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listWorkerEvents } from '../../repositories/workers/events';

/** GET workers/getWorkersEvents: the timeline (one worker with workerId), newest first, paged. */
export default function getWorkersEventsRoute(app: FastifyInstance) {
  route(app, api.workers.getWorkersEvents, ({ query }) =>
    listWorkerEvents(
      app.db,
      { workerId: query.workerId, kind: query.kind || undefined, after: query.after, page: query.page, pageSize: query.pageSize },
    ),
  );
}
