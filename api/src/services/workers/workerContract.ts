/**
 * A worker's contract and documents on file (docs/product.md#worker-contract-and-documents):
 * workers/setWorkerContract (an edit of the worker at its version), workers/addWorkerDocument,
 * updateWorkerDocument and deleteWorkerDocument (each document at its own version). Each change
 * is one transaction with its worker timeline event and its admin event, as the other worker
 * writes (updateWorkerData.ts).
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, invalid } from '../../domain/errors';
import { contract } from '../../shared';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerEvent, workerEventOnTrail } from '../../repositories/events/workerEvents';
import { diffFields } from '../../repositories/versioned';
import type { BodyOut } from '../../repositories/areaTypes';
import { requireWorker, requireWorkerVersion } from '../../repositories/workers/detail';
import { updateWorkerRow } from '../../repositories/workers/commands';
import {
  DOCUMENT_COLUMNS,
  deleteWorkerDocumentRow,
  insertWorkerDocument,
  readWorkerContract,
  requireWorkerDocument,
  toDocument,
  updateWorkerDocumentRow,
} from '../../repositories/workers/contract';

type ContractBody = BodyOut<'workers', 'setWorkerContract'>;

/** The 400s of a contract: a fixed-term one needs its end, which cannot come before its start. */
export function checkContract(body: Pick<ContractBody, 'kind' | 'startDate' | 'endDate'>) {
  const end = body.endDate ?? null;
  if (end === null && contract.FIXED_TERM_CONTRACTS.includes(body.kind))
    throw invalid(`A ${body.kind} contract needs its end date`, { endDate: 'Required for a fixed-term contract' });
  if (end !== null && body.startDate !== null && end < body.startDate)
    throw invalid('The contract ends before it starts', { endDate: 'Must be on or after the start date' });
}

/** The timeline event and the admin event of a change, in the change's transaction. */
async function record(
  tx: Executor,
  userId: number,
  worker: { id: number; short_code: string },
  e: { kind: string; action: string; summary: string; data: Record<string, unknown> },
) {
  await recordWorkerEvent(tx, { workerId: worker.id, userId, kind: e.kind, summary: e.summary, data: e.data });
  await recordAdminEvent(tx, {
    userId,
    action: e.action,
    targetType: 'worker',
    targetId: worker.id,
    summary: `${worker.short_code}: ${e.summary}`,
    data: workerEventOnTrail(e.kind, e.data, worker.short_code),
  });
}

export async function setWorkerContract(db: Database, userId: number, body: ContractBody) {
  checkContract(body);
  const end = body.endDate ?? null;
  return db.transaction().execute(async (tx) => {
    const worker = await requireWorkerVersion(tx, body.workerId, body.version);
    await updateWorkerRow(tx, worker.id, body.version, {
      contract_kind: body.kind,
      contract_start_date: body.startDate,
      contract_end_date: end,
    });
    const until = end ? ` until ${end}` : '';
    await record(tx, userId, worker, {
      kind: 'contract_set',
      action: 'workers.setContract',
      summary: `Contract set: ${body.kind}${until}`,
      data: { contractKind: body.kind, startDate: body.startDate, endDate: end },
    });
    return readWorkerContract(tx, worker.id);
  });
}

export async function addWorkerDocument(db: Database, userId: number, body: BodyOut<'workers', 'addWorkerDocument'>) {
  return db.transaction().execute(async (tx) => {
    const worker = await requireWorker(tx, body.workerId);
    const document = await insertWorkerDocument(tx, userId, body);
    await record(tx, userId, worker, {
      kind: 'document_added',
      action: 'workers.addDocument',
      summary: `Document added: ${document.kind}${document.expiresOn ? `, expires on ${document.expiresOn}` : ''}`,
      data: { documentId: document.id, documentKind: document.kind, expiresOn: document.expiresOn },
    });
    return document;
  });
}

const STALE = 'This document was changed by someone else since you opened it; reload it and redo your change';

export async function updateWorkerDocument(db: Database, userId: number, body: BodyOut<'workers', 'updateWorkerDocument'>) {
  return db.transaction().execute(async (tx) => {
    const current = await requireWorkerDocument(tx, body.id);
    if (current.version !== body.version) throw conflict(STALE);
    const { values, changes } = diffFields(current as Record<string, unknown>, body as Record<string, unknown>, DOCUMENT_COLUMNS);
    const fields = Object.keys(changes);
    if (fields.length === 0) return toDocument(current);
    const document = await updateWorkerDocumentRow(tx, current.id, body.version, {
      ...(values as Updateable<DB['worker_documents']>),
      updated_by: userId,
    });
    const worker = await requireWorker(tx, current.worker_id);
    await record(tx, userId, worker, {
      kind: 'document_updated',
      action: 'workers.updateDocument',
      summary: `Document ${document.kind} changed: ${fields.join(', ')}`,
      data: { documentId: document.id, documentKind: document.kind, expiresOn: document.expiresOn, fields },
    });
    return document;
  });
}

export async function deleteWorkerDocument(db: Database, userId: number, body: BodyOut<'workers', 'deleteWorkerDocument'>) {
  return db.transaction().execute(async (tx) => {
    const current = await requireWorkerDocument(tx, body.id);
    if (current.version !== body.version || !(await deleteWorkerDocumentRow(tx, current.id, body.version)))
      throw conflict(STALE);
    const worker = await requireWorker(tx, current.worker_id);
    await record(tx, userId, worker, {
      kind: 'document_deleted',
      action: 'workers.deleteDocument',
      summary: `Document deleted: ${current.kind}`,
      data: { documentId: current.id, documentKind: current.kind, expiresOn: current.expires_on },
    });
    return { id: current.id, deleted: true as const };
  });
}
