/**
 * POST vehicles/addComment (docs/product.md#calls-vehicles): one comment on many vehicles, all or
 * nothing (an unknown short code is a 404 naming it), with an admin event per vehicle.
 */
import type { Database } from '../../db/database';
import { notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { iso } from '../../repositories/rowValues';
import { findVehiclesByCode, insertVehicleComments, staffName } from '../../repositories/vehicles/commands';

export async function addComment(db: Database, userId: number, comment: string, shortCodes: string[]) {
  const codes = [...new Set(shortCodes)];
  return db.transaction().execute(async (tx) => {
    const found = await findVehiclesByCode(tx, codes);
    const missing = codes.filter((c) => !found.some((f) => f.short_code === c));
    if (missing.length > 0) throw notFoundField('vehicleShortCodes', `No such vehicle: ${missing.join(', ')}`);
    const inserted = await insertVehicleComments(
      tx,
      found.map((v) => v.id),
      userId,
      comment,
      new Date(),
    );
    const author = await staffName(tx, userId);
    const codeOf = new Map(found.map((v) => [v.id, v.short_code]));
    for (const v of found) {
      await recordAdminEvent(tx, {
        userId,
        action: 'vehicles.addComment',
        targetType: 'vehicle',
        targetId: v.id,
        summary: `${v.short_code}: ${comment}`,
        data: { vehicle: v.short_code, comment },
      });
    }
    return {
      count: inserted.length,
      comments: inserted.map((c) => ({
        id: c.id,
        vehicleId: c.vehicle_id,
        vehicleShortCode: codeOf.get(c.vehicle_id)!,
        comment: c.comment,
        at: iso(c.at),
        userName: author,
      })),
    };
  });
}
