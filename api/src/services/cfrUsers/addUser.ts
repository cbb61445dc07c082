/** POST users/cfr/addUser (docs/product.md#cfr-users): a client-side user with a unique email (409), one active client, an optional site and service of it. */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { conflict } from '../../domain/errors';
import { getCfrUserDetail } from '../../repositories/cfrUsers/detail';
import { insertCfrUser, requireClientRow, requireFreeEmail, requireOfClient } from '../../repositories/cfrUsers/commands';
import { recordCfrUserChange } from './trail';

type CfrUserDetail = ResponseOut<'cfrUsers', 'getUser'>;
type AddUserBody = BodyOut<'cfrUsers', 'addUser'>;

export async function addCfrUser(db: Database, userId: number, cfrUser: AddUserBody): Promise<CfrUserDetail> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, cfrUser.clientId);
    if (client.activity_status !== 'active') throw conflict(`${client.business_code} is inactive: no new client-side user for it`);
    await requireFreeEmail(tx, cfrUser.email);
    await requireOfClient(tx, 'sites', cfrUser.siteId, client.id, 'siteId');
    await requireOfClient(tx, 'services', cfrUser.serviceId, client.id, 'serviceId');
    const id = await insertCfrUser(tx, { ...cfrUser, clientId: client.id });
    await recordCfrUserChange(tx, userId, { id, email: cfrUser.email, clientId: client.id }, {
      action: 'addUser',
      summary: `created for ${client.business_code}`,
      data: { event: 'created', client: client.business_code },
    });
    return getCfrUserDetail(tx, id);
  });
}

