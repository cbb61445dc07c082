import { cents, id, isoDate } from './common';
import { provisionalEndpoint as p } from './provisional';

export const retribEndpoints = {
  getServicesAndOptions: p('GET', 'retrib/getServicesAndOptions', 'Services and options paid to workers'),
  getCalendar: p('GET', 'retrib/calendar', 'Per-date overrides of a team', { query: { teamId: id } }),
  setCalendar: p('POST', 'retrib/calendar', 'Add or edit a per-date override', {
    body: { id: id.optional(), date: isoDate.optional(), priceWaypoint: cents, priceKm: cents, priceDay: cents, extra: cents },
  }),
  updateTeamConfig: p('POST', 'retrib/updateTeamConfig', "Edit a team's pay amounts", {
    body: { id, waypointAmount: cents, kmAmount: cents, dailyAmount: cents, extra: cents },
  }),
  getTeamList: p('GET', 'retrib/getTeamList', 'Teams with their pay configuration'),
};
