import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { applyWeek, previewApplyWeek } from '../../services/regularMissions/applyWeek';
import { exportRegularMissions } from '../../repositories/regularMissions/listExport';
import {
  listRegMissionsClients,
  listRegMissionsNames,
  listRegularMissions,
} from '../../repositories/regularMissions/list';
import { getRegularMission } from '../../repositories/regularMissions/detail';
import { updateRegularMission } from '../../services/regularMissions/updateRegularMission';

/** The regular missions calls (docs/product.md#calls-regular-missions). */
export default async function regularMissionsRoutes(app: FastifyInstance) {
  areaRoutes(app, api.regularMissions, {
    /** POST regularMissions/applyWeek: creates exactly the previewed lines; 409 when the preview is stale. */
    applyWeek: (ctx) => applyWeek(app.db, ctx.auth().user.id, ctx.body),
    /** GET regularMissions/exportRegularMissions: the whole filtered list as a CSV file, streamed. */
    exportRegularMissions: async ({ query }) => exportRegularMissions(app.db, query),
    /** GET regularMissions/getRegMissionsClients. */
    getRegMissionsClients: () => listRegMissionsClients(app.db),
    /** GET regularMissions/getRegMissionsNames. */
    getRegMissionsNames: () => listRegMissionsNames(app.db),
    /** GET regularMissions/{id}. */
    getRegularMission: ({ params }) => getRegularMission(app.db, params.id),
    /** GET regularMissions/getRegularMissions: filters, search, page 1 of 1000 rows, total. */
    getRegularMissions: ({ query }) => listRegularMissions(app.db, query),
    /** POST regularMissions/previewApplyWeek: what applying a week would create and skip, with prices and pay. */
    previewApplyWeek: ({ body }) => previewApplyWeek(app.db, body),
    /** POST regularMissions/updateRegularMission?isActiveToggle: versioned edit, or the active flag flipped. */
    updateRegularMission: (ctx) =>
      updateRegularMission(app.db, ctx.auth().user.id, ctx.body, ctx.query.isActiveToggle === 'true'),
  });
}
