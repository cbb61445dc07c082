import { api, useReferenceList } from '@courier/shared';
import { useT } from '../../../i18n';

/** The GTA types of the reference list (absences, leave, training...), for a select. */
export function useGtaOptions() {
  const t = useT();
  const gta = useReferenceList(api.reference.getGtaType, { activityStatus: 'active' });
  return {
    data: (gta.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    placeholder: t(gta.isPending ? 'times.gtaLoading' : gta.isError ? 'times.gtaUnavailable' : 'times.gtaNone'),
  };
}
