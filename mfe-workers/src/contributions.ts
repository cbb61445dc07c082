import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';
import { AreaIntl, useT } from './i18n';

/** What this area adds to the shell: couriers and vehicles in the search, its Today cards (in its own words). */
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
      Intl: AreaIntl,
      useT,
      widgets: {
        'workers.contractsEnding': { title: 'today.workers.contractsEnding', item: 'today.workers.contractsEnding.item' },
        'workers.documentsExpiring': { title: 'today.workers.documentsExpiring', item: 'today.workers.documentsExpiring.item' },
        'workers.leaving': { title: 'today.workers.leaving', item: 'today.workers.leaving.item' },
      },
    }),
    todayCall({
      id: 'vehicles',
      endpoint: todayEndpoints.vehicles,
      order: 50,
      title: { en: 'Vehicles', fr: 'Véhicules' },
      Intl: AreaIntl,
      useT,
      widgets: { 'vehicles.contractsEnding': { title: 'today.vehicles.contractsEnding', item: 'today.vehicles.contractsEnding.item' } },
    }),
    todayCall({
      id: 'pay',
      endpoint: todayEndpoints.pay,
      order: 30,
      title: { en: 'Pay', fr: 'Rétributions' },
      Intl: AreaIntl,
      useT,
      widgets: {
        'pay.lastOpenMonth': { title: 'today.pay.lastOpenMonth' },
        'pay.anomalies': { title: 'today.pay.anomalies', item: 'today.pay.anomalies.item' },
      },
    }),
  ],
});
