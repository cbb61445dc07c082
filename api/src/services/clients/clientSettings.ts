/**
 * POST clients/updateClientSettings?pricelistIds=: a client's invoicing settings and the complete
 * set of its price lists, a versioned edit in one transaction writing a timeline event and an
 * admin event; the answer is the client's page read in the same transaction.
 */
import { notFoundField } from '../../domain/errors';
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { diffFields, updateVersioned } from '../../repositories/versioned';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { getClientDetail } from '../../repositories/clients/detail';
import { readForEditClient, requireIds } from '../../repositories/clients/clientFields';
import {
  missingPriceLists,
  priceListIdsOf,
  replacePriceLists,
  SETTINGS_COLUMNS,
} from '../../repositories/clients/clientSettings';

type ClientDetail = ResponseOut<'clients', 'getClient'>;
type SettingsBody = BodyOut<'clients', 'updateClientSettings'>;

export async function updateSettings(db: Database, userId: number, priceListIds: number[], settingsInput: SettingsBody): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const current = await readForEditClient(tx, settingsInput.clientId, settingsInput.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, settingsInput as Record<string, unknown>, SETTINGS_COLUMNS);
    await requireIds(tx, [
      { field: 'financeUnitId', table: 'finance_units', id: changes.financeUnitId ? settingsInput.financeUnitId : undefined, label: 'finance unit' },
      { field: 'businessUnitId', table: 'business_units', id: changes.businessUnitId ? settingsInput.businessUnitId : undefined, label: 'business unit' },
    ]);
    const wanted = [...new Set(priceListIds)];
    const missing = await missingPriceLists(tx, wanted);
    if (missing.length) throw notFoundField('pricelistIds', `No such price list: ${missing.join(', ')}`);
    const before = await priceListIdsOf(tx, settingsInput.clientId);
    const listsChanged = before.length !== wanted.length || before.some((id) => !wanted.includes(id));
    const names: string[] = Object.keys(changes);
    if (listsChanged) names.push('priceLists');
    if (names.length === 0) return getClientDetail(tx, settingsInput.clientId);
    await updateVersioned(tx, 'clients', settingsInput.clientId, settingsInput.version, values as Updateable<DB['clients']>, 'client');
    if (listsChanged) await replacePriceLists(tx, settingsInput.clientId, wanted);
    await recordClientChange(tx, {
      clientId: settingsInput.clientId,
      businessCode: current.business_code,
      userId,
      kind: 'settings',
      action: 'clients.updateClientSettings',
      summary: `Invoicing settings changed: ${names.join(', ')}`,
      data: { changes, priceLists: listsChanged ? { from: before, to: wanted } : undefined, fields: names.join(', ') },
    });
    return getClientDetail(tx, settingsInput.clientId);
  });
}
