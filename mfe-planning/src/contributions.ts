import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';

/** What this area adds to the shell: regular missions in the search, the day's planning on Today. */
export default defineContributions({
  search: [{ id: 'regularMissions', label: { en: 'Regular missions', fr: 'Missions régulières' }, endpoint: searchEndpoints.regularMissions }],
  today: [
    todayCall({
      id: 'planning',
      endpoint: todayEndpoints.planning,
      order: 10,
      title: { en: 'Planning', fr: 'Planning' },
      widgets: {
        'planning.anomalies': { en: "Today's anomalies", fr: 'Anomalies du jour' },
        'planning.shiftsWithoutTime': { en: 'Started shifts without a time worked', fr: 'Services commencés sans temps travaillé' },
        'planning.timesWithoutShift': { en: 'Worker times to reconcile (no shift)', fr: 'Temps travaillés à rapprocher (sans service)' },
      },
    }),
  ],
});
