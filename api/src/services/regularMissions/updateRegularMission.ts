/**
 * POST regularMissions/updateRegularMission?isActiveToggle (docs/product.md#calls-regular-missions):
 * a versioned edit, or the active flag flipped, each with an admin event.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { readForEdit, updateVersioned } from '../../repositories/versioned';
import { minutesOf } from '../../repositories/planning/rules';
import { getRegularMission } from '../../repositories/regularMissions/detail';
import { hm } from '../../repositories/regularMissions/list';
import { REGULAR_MISSION_COLUMNS, workerOfMission } from '../../repositories/regularMissions/commands';

type Detail = ResponseOut<'regularMissions', 'getRegularMission'>;

export async function updateRegularMission(
  db: Database,
  userId: number,
  edit: BodyOut<'regularMissions', 'updateRegularMission'>,
  isActiveToggle: boolean,
): Promise<Detail> {
  return db.transaction().execute(async (tx) => {
    const cur = (await readForEdit(tx, 'regular_missions', edit.id, edit.version, 'regular mission')) as Record<
      string,
      unknown
    >;
    const values: Record<string, unknown> = {};
    const changes: string[] = [];
    if (isActiveToggle) {
      const extra = Object.keys(edit).filter((k) => k !== 'id' && k !== 'version');
      if (extra.length)
        throw invalid(
          'With isActiveToggle the body is {id, version} only',
          Object.fromEntries(extra.map((k) => [k, 'Not allowed with isActiveToggle'])),
        );
      values.is_active = !cur.is_active;
      changes.push(values.is_active ? 'activated' : 'deactivated');
    } else {
      const start = edit.startTime ?? hm(String(cur.start_time));
      const end = edit.endTime ?? hm(String(cur.end_time));
      if (minutesOf(end) <= minutesOf(start))
        throw invalid('The end must be after the start', { endTime: 'The end must be after the start' });
      if (edit.workerId) {
        const w = await workerOfMission(tx, edit.workerId);
        if (!w) throw notFoundField('workerId', `No such worker: ${edit.workerId}`);
        if (w.activity_status !== 'active')
          throw conflict(`Worker ${w.short_code} is inactive: choose an active courier`);
      }
      for (const [field, column] of Object.entries(REGULAR_MISSION_COLUMNS) as [keyof typeof REGULAR_MISSION_COLUMNS, string][]) {
        const next = edit[field];
        if (next === undefined) continue;
        const before =
          column === 'start_time' || column === 'end_time'
            ? hm(String(cur[column]))
            : column === 'weekdays'
              ? JSON.stringify([...(cur.weekdays as number[])].map(Number).sort())
              : cur[column];
        const after =
          column === 'weekdays' ? JSON.stringify([...(next as number[])].sort()) : next === '' ? null : next;
        if (after === before) continue;
        values[column] =
          column === 'weekdays' ? sql`${sql.val([...(next as number[])].sort())}::smallint[]` : after;
        changes.push(field);
      }
    }
    if (changes.length === 0) return getRegularMission(tx, edit.id, 'id');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await updateVersioned(tx, 'regular_missions', edit.id, edit.version, values as any, 'regular mission');
    await recordAdminEvent(tx, {
      userId,
      action: isActiveToggle ? 'regularMissions.toggleActive' : 'regularMissions.update',
      targetType: 'regular_mission',
      targetId: edit.id,
      summary: `Regular mission ${edit.id} "${String(cur.name)}": ${changes.join(', ')}`,
      data: { regularMissionId: edit.id, name: String(cur.name), fields: changes },
    });
    return getRegularMission(tx, edit.id, 'id');
  });
}
