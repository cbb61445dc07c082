/**
 * Regular missions (docs/product.md#calls-regular-missions): one mission's detail, also the
 * answer of its edits.
 */
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import { iso } from '../rowValues';
import type { ResponseOut } from '../areaTypes';
import { base, toRow } from './list';

type Detail = ResponseOut<'regularMissions', 'getRegularMission'>;

export async function getRegularMission(
  db: Executor,
  param: string | number,
  field?: string,
): Promise<Detail> {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw notFound(`No such regular mission: ${param}`);
  // The times of creation and change are the detail's alone: a list page of 1,000 rows spent a
  // third of its CPU making Date objects of them.
  const r = await base(db).select(['rm.created_at', 'rm.updated_at']).where('rm.id', '=', id).executeTakeFirst();
  if (!r)
    throw field
      ? notFoundField(field, `No such regular mission: ${id}`)
      : notFound(`No such regular mission: ${id}`);
  return { ...toRow(r), createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}
