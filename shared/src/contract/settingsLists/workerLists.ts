import { z } from 'zod';
import { endpoint } from '../endpoint';
import { id } from '../common';
import { settingsListRow, namedFields, list, add, update, partialOf } from './listCalls';

/** A worker company's short-code prefix: 2 to 5 capital letters (`PAR` -> `PAR-0042`). */
export const SHORT_CODE_PREFIX_PATTERN = /^[A-Z]{2,5}$/;
export const workerCompanyRow = settingsListRow.extend({
  shortCodePrefix: z.string(),
  /** The short code the next worker of this company gets (`PAR-0042`). */
  nextShortCode: z.string(),
  /** True once a worker carries the prefix: it can no longer change. */
  prefixLocked: z.boolean(),
});

// ---------------------------------------------------------------- bodies

const prefix = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(SHORT_CODE_PREFIX_PATTERN, 'Expected 2 to 5 capital letters'));

const companyFields = { ...namedFields, shortCodePrefix: prefix };

/** Worker companies and their short-code prefixes. */
export const workerListEndpoints = {
  getWorkerCompanies: list(
    'workerCompanies/getWorkerCompanies',
    'Worker companies and their short-code prefixes',
    workerCompanyRow,
  ),
  addWorkerCompany: add(
    'workerCompanies/addWorkerCompany',
    'Add a worker company with its short-code prefix (2 to 5 capital letters, unique)',
    z.object(companyFields),
    workerCompanyRow,
  ),
  updateWorkerCompany: update(
    'workerCompanies/updateWorkerCompany',
    'Edit a worker company; its prefix cannot change once a worker carries it',
    partialOf(companyFields),
    workerCompanyRow,
  ),
  getShortCodePrefix: endpoint({
    method: 'GET',
    path: 'workerCompanies/getShortCodePrefix',
    summary: "A worker company's short-code prefix and the next short code it gives",
    query: z.object({ companyId: id }),
    response: z.object({
      companyId: z.number().int(),
      shortCodePrefix: z.string(),
      nextShortCode: z.string(),
      prefixLocked: z.boolean(),
    }),
  }),
};
