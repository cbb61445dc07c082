import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';

/** What this area adds to the shell: couriers and vehicles in the search, its Today cards. */
export default defineContributions({
  search: [
    { id: 'workers', label: { en: 'Couriers', fr: 'Coursiers' }, endpoint: searchEndpoints.workers },
    { id: 'vehicles', label: { en: 'Vehicles', fr: 'Véhicules' }, endpoint: searchEndpoints.vehicles },
  ],
  today: [
    todayCall({
      id: 'workers',
      endpoint: todayEndpoints.workers,
      order: 40,
      title: { en: 'Couriers', fr: 'Coursiers' },
      widgets: { 'workers.leaving': { en: 'Couriers leaving within 30 days', fr: 'Coursiers partant sous 30 jours' } },
    }),
    todayCall({
      id: 'vehicles',
      endpoint: todayEndpoints.vehicles,
      order: 50,
      title: { en: 'Vehicles', fr: 'Véhicules' },
      widgets: { 'vehicles.contractsEnding': { en: 'Vehicle contracts ending within 30 days', fr: 'Contrats de véhicule finissant sous 30 jours' } },
    }),
    todayCall({
      id: 'pay',
      endpoint: todayEndpoints.pay,
      order: 30,
      title: { en: 'Pay', fr: 'Rétributions' },
      widgets: {
        'pay.openMonths': { en: 'Pay months still open', fr: 'Mois de paie encore ouverts' },
        'pay.anomalies': { en: 'Anomalies of the last open month', fr: 'Anomalies du dernier mois ouvert' },
      },
    }),
  ],
});
