import { api } from '@courier/shared';
import type { FieldOptions, Words } from '../types';
import { byName, named, nameColumns, nameFields, simple, type RowOf } from './describe';

/**
 * The reference lists staff administer: worker companies, staff representatives, finance and
 * business units, GTA types.
 */

export const workerCompanies = ({ t }: Words) =>
  simple<RowOf<typeof api.settings.getWorkerCompanies>>({
    ...named(t, 'workerCompanies'),
    get: api.settings.getWorkerCompanies,
    sorts: ['shortCodePrefix'],
    add: api.settings.addWorkerCompany,
    update: api.settings.updateWorkerCompany,
    columns: [
      ...nameColumns(t, t('settings.usedBy.workers')),
      {
        id: 'shortCodePrefix',
        header: t('settings.workerCompanies.prefix'),
        value: (r) => r.shortCodePrefix,
      },
      {
        id: 'nextShortCode',
        header: t('settings.workerCompanies.nextShortCode'),
        value: (r) => r.nextShortCode,
      },
    ],
    fields: [
      ...nameFields(t),
      {
        name: 'shortCodePrefix',
        label: t('settings.workerCompanies.prefixField'),
        kind: 'text',
        type: 'upper',
        required: true,
        pattern: { regex: /^[A-Z]{2,5}$/, message: t('settings.workerCompanies.prefixRule') },
        description: t('settings.workerCompanies.prefixRule'),
        locked: (r) => (r.prefixLocked ? t('settings.workerCompanies.prefixLocked') : null),
      },
    ],
  });

const financeUnitOptions: FieldOptions = {
  endpoint: api.reference.getFinanceUnit,
  query: { activityStatus: 'active' },
  toOptions: byName,
};

export const elus = ({ t }: Words) =>
  simple<RowOf<typeof api.referenceAdmin.listElus>>({
    ...named(t, 'elus'),
    get: api.referenceAdmin.listElus,
    add: api.referenceAdmin.addElu,
    update: api.referenceAdmin.updateElu,
    columns: nameColumns(t, t('settings.usedBy.workers')),
    fields: nameFields(t),
  });

export const financeUnits = ({ t }: Words) =>
  simple<RowOf<typeof api.referenceAdmin.listFinanceUnits>>({
    ...named(t, 'financeUnits'),
    get: api.referenceAdmin.listFinanceUnits,
    add: api.referenceAdmin.addFinanceUnit,
    update: api.referenceAdmin.updateFinanceUnit,
    columns: nameColumns(t, t('settings.usedBy.unitsAndClients')),
    fields: nameFields(t),
  });

export const businessUnits = ({ t }: Words) =>
  simple<RowOf<typeof api.referenceAdmin.listBusinessUnits>>({
    ...named(t, 'businessUnits'),
    get: api.referenceAdmin.listBusinessUnits,
    sorts: ['financeUnit'],
    add: api.referenceAdmin.addBusinessUnit,
    update: api.referenceAdmin.updateBusinessUnit,
    columns: [
      ...nameColumns(t, t('settings.usedBy.clients')),
      {
        id: 'financeUnit',
        header: t('settings.businessUnits.financeUnit'),
        value: (r) => r.financeUnitName ?? '',
      },
    ],
    fields: [
      ...nameFields(t),
      {
        name: 'financeUnitId',
        label: t('settings.businessUnits.financeUnit'),
        kind: 'select',
        type: 'number',
        options: financeUnitOptions,
      },
    ],
  });

export const gtaTypes = ({ t }: Words) => {
  const yesNo = (yes: boolean) => (yes ? t('settings.gtaTypes.yes') : t('settings.gtaTypes.no'));
  return simple<RowOf<typeof api.referenceAdmin.listGtaTypes>>({
    ...named(t, 'gtaTypes'),
    get: api.referenceAdmin.listGtaTypes,
    sorts: ['isAbsence', 'isPaid'],
    add: api.referenceAdmin.addGtaType,
    update: api.referenceAdmin.updateGtaType,
    columns: [
      ...nameColumns(t, t('settings.usedBy.workerTimes')),
      { id: 'isAbsence', header: t('settings.gtaTypes.absence'), value: (r) => yesNo(r.isAbsence) },
      {
        id: 'isPaid',
        header: t('settings.gtaTypes.paidAbsence'),
        value: (r) => yesNo(Boolean(r.isAbsence && r.isPaid)),
      },
    ],
    fields: [
      ...nameFields(t),
      {
        name: 'isAbsence',
        label: t('settings.gtaTypes.absence'),
        kind: 'select',
        type: 'boolean',
        required: true,
        options: {
          values: [
            { value: 'false', label: t('settings.gtaTypes.worked') },
            { value: 'true', label: t('settings.gtaTypes.isAbsence') },
          ],
        },
        description: t('settings.gtaTypes.absenceHint'),
        value: (r) => String(Boolean(r.isAbsence)),
      },
      {
        name: 'isPaid',
        label: t('settings.gtaTypes.paidAbsence'),
        kind: 'select',
        type: 'boolean',
        required: true,
        options: {
          values: [
            { value: 'false', label: t('settings.gtaTypes.unpaid') },
            { value: 'true', label: t('settings.gtaTypes.paid') },
          ],
        },
        description: t('settings.gtaTypes.paidHint'),
        value: (r) => String(Boolean(r.isPaid)),
      },
    ],
  });
};
