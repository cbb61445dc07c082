/**
 * A worker's contract (columns of `workers`) and documents on file (`worker_documents`)
 * (docs/product.md#worker-contract-and-documents). SQL only: the rules, the transaction and the
 * events are services/workers/workerContract.ts's. No trigger on `worker_documents`; the
 * contract's update fires the `workers` triggers of commands.ts's header (team dating), which a
 * contract leaves unchanged.
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { iso } from '../rowValues';
import { updateVersioned } from '../versioned';
import type { BodyOut, ResponseOut } from '../areaTypes';

type Answer = ResponseOut<'workers', 'getWorkerContract'>;
type Document = ResponseOut<'workers', 'addWorkerDocument'>;
type AddBody = BodyOut<'workers', 'addWorkerDocument'>;

const DOCUMENT_COLUMNS_OUT = [
  'id',
  'worker_id',
  'kind',
  'reference',
  'expires_on',
  'comment',
  'version',
  'created_at',
  'updated_at',
] as const;

/** Body field -> column, for a document's edit and its diff. */
export const DOCUMENT_COLUMNS = {
  kind: 'kind',
  reference: 'reference',
  expiresOn: 'expires_on',
  comment: 'comment',
} as const satisfies Record<string, keyof DB['worker_documents']>;

type DocumentRow = Pick<DB['worker_documents'], (typeof DOCUMENT_COLUMNS_OUT)[number]> & {
  id: number;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export const toDocument = (r: DocumentRow): Document => ({
  id: r.id,
  workerId: r.worker_id,
  kind: r.kind,
  reference: r.reference,
  expiresOn: r.expires_on,
  comment: r.comment,
  version: r.version,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** The worker's contract and documents (soonest expiry first, then without one), two indexed reads. */
export async function readWorkerContract(db: Executor, workerId: number): Promise<Answer> {
  const worker = await db
    .selectFrom('workers')
    .select(['id', 'version', 'contract_kind', 'contract_start_date', 'contract_end_date'])
    .where('id', '=', workerId)
    .executeTakeFirst();
  if (!worker) throw notFoundField('workerId', `No such worker: ${workerId}`);
  const documents = await db
    .selectFrom('worker_documents')
    .select(DOCUMENT_COLUMNS_OUT)
    .where('worker_id', '=', workerId)
    .orderBy('expires_on', (o) => o.asc().nullsLast())
    .orderBy('id')
    .execute();
  return {
    workerId: worker.id,
    version: worker.version,
    contract: worker.contract_kind
      ? { kind: worker.contract_kind, startDate: worker.contract_start_date, endDate: worker.contract_end_date }
      : null,
    documents: documents.map((d) => toDocument(d as DocumentRow)),
  };
}

/** The document as stored; 404 naming `id` when there is none. */
export async function requireWorkerDocument(db: Executor, id: number) {
  const row = await db.selectFrom('worker_documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFoundField('id', `No such document: ${id}`);
  return row as typeof row & DocumentRow;
}

export async function insertWorkerDocument(db: Executor, userId: number, body: AddBody): Promise<Document> {
  const row = await db
    .insertInto('worker_documents')
    .values({
      worker_id: body.workerId,
      kind: body.kind,
      reference: body.reference ?? null,
      expires_on: body.expiresOn ?? null,
      comment: body.comment ?? null,
      created_by: userId,
      updated_by: userId,
    })
    .returning(DOCUMENT_COLUMNS_OUT)
    .executeTakeFirstOrThrow();
  return toDocument(row as DocumentRow);
}

/** Updates the document at the version read (404 gone, 409 stale), bumping it. */
export async function updateWorkerDocumentRow(
  db: Executor,
  id: number,
  version: number,
  values: Updateable<DB['worker_documents']>,
): Promise<Document> {
  const row = await updateVersioned(db, 'worker_documents', id, version, values, 'document');
  return toDocument(row as unknown as DocumentRow);
}

/** Deletes the document at the version read; false when none has that id and version. */
export async function deleteWorkerDocumentRow(db: Executor, id: number, version: number): Promise<boolean> {
  const res = await db
    .deleteFrom('worker_documents')
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
