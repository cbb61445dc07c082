import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { searchBoardWorkers } from '../../repositories/planning/boardWorkers';

/** GET planning/searchBoardWorkers?dateStart&dateEnd&agencyIds&teamIds&clientIds&search&limit: the worker picker of the board's filters. */
export default function searchBoardWorkersRoute(app: FastifyInstance) {
  route(app, api.planning.searchBoardWorkers, ({ query }) => searchBoardWorkers(app.db, query));
}
