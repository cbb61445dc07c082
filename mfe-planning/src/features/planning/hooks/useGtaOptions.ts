import { api, useReferenceList } from '@courier/shared';

/** The GTA types of the reference list (absences, leave, training...), for a select. */
export function useGtaOptions() {
  const gta = useReferenceList(api.reference.getGtaType, { activityStatus: 'active' });
  return {
    data: (gta.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    placeholder: gta.isPending
      ? 'Loading GTA types…'
      : gta.isError
        ? 'GTA types unavailable'
        : 'Worked (no GTA type)',
  };
}
