import { z } from 'zod';
import { activityStatusFilter, idList, page, pageSize } from './common';
import { provisionalEndpoint as p } from './provisional';

export const regularMissionsEndpoints = {
  getRegularMissions: p('GET', 'regularMissions/getRegularMissions', 'Regular missions, filtered and paged (page 1, size 1000)', {
    query: {
      searchValue: z.string().max(200).optional(),
      clients: idList,
      missionNames: z.union([z.string(), z.array(z.string())]).optional(),
      activityStatus: activityStatusFilter,
      page,
      pageSize: pageSize(1000, 1000),
    },
  }),
  getRegMissionsClients: p('GET', 'regularMissions/getRegMissionsClients', 'Clients having regular missions'),
  getRegMissionsNames: p('GET', 'regularMissions/getRegMissionsNames', 'Names of regular missions'),
  getRegularMission: p('GET', 'regularMissions/[id]', 'One regular mission'),
  updateRegularMission: p('POST', 'regularMissions/updateRegularMission', 'Edit a regular mission', {
    query: { isActiveToggle: z.enum(['true', 'false']).optional() },
  }),
};
