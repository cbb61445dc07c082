import { useMemo } from 'react';
import { useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import type { ListDescription, ReadOnlyListDescription, Words } from '../types';
import { clientGroups, clientGroups2, salesAgents } from './clientLists';
import { discountCodes, messagesHome } from './messageLists';
import { companies, profiles } from './readOnlyLists';
import { businessUnits, elus, financeUnits, gtaTypes, workerCompanies } from './referenceLists';
import { vehicleBrands, vehicleModels, vehicleSuppliers, vehicleTypes } from './vehicleLists';

/**
 * The fourteen editable settings lists, each described once (calls, columns, form, filters)
 * in the page's words and formats; components/ReferenceListEditor builds every page from
 * these. The reference lists shown but not edited here (profiles, companies) are read only,
 * with why.
 */
const EDITABLE = [
  salesAgents,
  clientGroups,
  clientGroups2,
  workerCompanies,
  messagesHome,
  vehicleModels,
  vehicleBrands,
  vehicleTypes,
  vehicleSuppliers,
  discountCodes,
  elus,
  financeUnits,
  businessUnits,
  gtaTypes,
];
const READ_ONLY = [companies, profiles];

/** Every list in the order of the side menu (editable, then read only), in the page's language. */
export function useSettingsLists() {
  const t = useT();
  const f = useFormat();
  return useMemo(() => {
    const words: Words = { t, f };
    return {
      lists: EDITABLE.map((describe) => describe(words)) as unknown as readonly ListDescription[],
      readOnlyLists: READ_ONLY.map((describe) =>
        describe(words),
      ) as unknown as readonly ReadOnlyListDescription[],
    };
  }, [t, f]);
}
