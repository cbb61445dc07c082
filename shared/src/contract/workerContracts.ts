import { z } from 'zod';
import { endpoint } from './endpoint';
import { businessDate, id, isoDate, isoDateTime, multiLine, singleLine, version } from './common';

/**
 * A worker's employment contract and the documents kept on file for them
 * (docs/product.md#worker-contract-and-documents), declared apart from workers.ts to keep each
 * file short; they are calls of the workers area (`workersEndpoints`), role WORKERS.
 *
 * - The contract is part of the worker: setting it carries the worker's `version` (409 when
 *   stale) and bumps it. A fixed-term kind (FIXED_TERM_CONTRACTS) needs an end date: 400 naming
 *   `endDate`, as does an end before the start.
 * - Each document has its own `version`; an edit or a delete at a stale one is a 409.
 */

/** CDI (open-ended), CDD (fixed-term), interim (agency), freelance (auto-entrepreneur). */
export const WORKER_CONTRACT_KINDS = ['cdi', 'cdd', 'interim', 'freelance'] as const;
export const workerContractKind = z.enum(WORKER_CONTRACT_KINDS);
export type WorkerContractKind = z.infer<typeof workerContractKind>;
/** The kinds that must have an end date. */
export const FIXED_TERM_CONTRACTS: readonly WorkerContractKind[] = ['cdd', 'interim'];

/** What a worker must hold on file; `medical_fitness` is the occupational health check (visite médicale). */
export const WORKER_DOCUMENT_KINDS = [
  'driving_licence',
  'residence_permit',
  'identity_card',
  'medical_fitness',
  'vehicle_insurance',
  'professional_card',
  'other',
] as const;
export const workerDocumentKind = z.enum(WORKER_DOCUMENT_KINDS);
export type WorkerDocumentKind = z.infer<typeof workerDocumentKind>;

export const workerContract = z.object({
  kind: workerContractKind,
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
});
export type WorkerContract = z.infer<typeof workerContract>;

export const workerDocument = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  kind: workerDocumentKind,
  reference: z.string().nullable(),
  expiresOn: isoDate.nullable(),
  comment: z.string().nullable(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WorkerDocument = z.infer<typeof workerDocument>;

export const workerContractAnswer = z.object({
  workerId: z.number().int(),
  /** The worker's version: what setting the contract carries. */
  version: z.number().int(),
  contract: workerContract.nullable(),
  /** Soonest expiry first, documents without one last. */
  documents: z.array(workerDocument),
});
export type WorkerContractAnswer = z.infer<typeof workerContractAnswer>;

export const setWorkerContractBody = z.object({
  workerId: id,
  version,
  kind: workerContractKind,
  startDate: businessDate.nullable(),
  /** Required for cdd and interim; on or after the start date. */
  endDate: businessDate.nullable().optional(),
});
export type SetWorkerContractBody = z.input<typeof setWorkerContractBody>;

const documentFields = z.object({
  kind: workerDocumentKind,
  /** The document's number (licence number, permit number...). */
  reference: singleLine(100, 0).nullable(),
  expiresOn: businessDate.nullable(),
  comment: multiLine(1000, 0).nullable(),
});
export const addWorkerDocumentBody = z.object({
  workerId: id,
  ...documentFields.partial({ reference: true, expiresOn: true, comment: true }).shape,
});
export type AddWorkerDocumentBody = z.input<typeof addWorkerDocumentBody>;
export const updateWorkerDocumentBody = z.object({ id, version, ...documentFields.partial().shape });
export type UpdateWorkerDocumentBody = z.input<typeof updateWorkerDocumentBody>;

export const workerContractEndpoints = {
  getWorkerContract: endpoint({
    method: 'GET',
    path: 'workers/getWorkerContract',
    summary: "A worker's current contract (kind, start, end) and the documents on file, soonest expiry first",
    query: z.object({ workerId: id }),
    response: workerContractAnswer,
  }),
  setWorkerContract: endpoint({
    method: 'POST',
    path: 'workers/setWorkerContract',
    summary:
      "Set a worker's current contract at the worker's version (409 when stale); cdd and interim need endDate (400). Bumps the worker's version",
    body: setWorkerContractBody,
    response: workerContractAnswer,
  }),
  addWorkerDocument: endpoint({
    method: 'POST',
    path: 'workers/addWorkerDocument',
    summary: 'Add a document on file for a worker (kind, reference, expiry date, comment)',
    body: addWorkerDocumentBody,
    response: workerDocument,
  }),
  updateWorkerDocument: endpoint({
    method: 'POST',
    path: 'workers/updateWorkerDocument',
    summary: "Edit a worker's document: send id, version and the changed fields only (null clears). 409 when stale",
    body: updateWorkerDocumentBody,
    response: workerDocument,
  }),
  deleteWorkerDocument: endpoint({
    method: 'POST',
    path: 'workers/deleteWorkerDocument',
    summary: "Delete a worker's document at its version (409 when stale)",
    body: z.object({ id, version }),
    response: z.object({ id: z.number().int(), deleted: z.literal(true) }),
  }),
};
