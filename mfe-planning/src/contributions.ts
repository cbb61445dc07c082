import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';
import { AreaIntl, useT } from './i18n';

/** What this area adds to the shell: regular missions in the search, the day's planning on Today (in its own words). */
export default defineContributions({
  search: [{ id: 'regularMissions', label: { en: 'Regular missions', fr: 'Missions régulières' }, endpoint: searchEndpoints.regularMissions }],
  today: [
    todayCall({
      id: 'planning',
      endpoint: todayEndpoints.planning,
      order: 10,
      title: { en: 'Planning', fr: 'Planning' },
      Intl: AreaIntl,
      useT,
      widgets: {
        'planning.anomalies': { title: 'planning.today.anomalies', item: 'planning.today.anomalies.item' },
        'planning.shiftsWithoutTime': { title: 'planning.today.shiftsWithoutTime', item: 'planning.today.shiftsWithoutTime.item' },
        'planning.timesWithoutShift': { title: 'planning.today.timesWithoutShift', item: 'planning.today.timesWithoutShift.item' },
      },
    }),
  ],
});
