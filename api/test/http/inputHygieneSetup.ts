import { z } from 'zod';
import type { Endpoint } from '@courier/shared/contract';
import { buildTestApp, testConfig, type SignedIn, type TestApp } from '../helpers/testApp';
import { endpointUrl } from '../helpers/injectAs';

export type Def = Record<string, unknown> & { type: string };
export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
export const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

export interface Leaf {
  /** Dotted, as the error's `fields` name it (`missions.0.name`). */
  path: string;
  type: 'string' | 'number';
  schema: z.ZodType;
  /** `x-text` of a text field (single-line, multi-line, identity). */
  kind?: string;
  /** A date (`YYYY-MM-DD`). */
  date: boolean;
  /** A string's own format (email, date...). */
  format?: string;
  max?: number;
  integer: boolean;
}

export const kindOf = (schema: z.ZodType) =>
  (z.globalRegistry.get(schema) as Record<string, unknown> | undefined)?.['x-text'] as string | undefined;

/** The string and number fields of a body, through objects, arrays (first item), wrappers and pipes. */
export function leaves(schema: z.ZodType, path: string[] = [], out: Leaf[] = []): Leaf[] {
  const def = defOf(schema);
  const at = path.join('.');
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>))
      leaves(value, [...path, key], out);
  } else if (def.type === 'array') {
    leaves(def.element as z.ZodType, [...path, '0'], out);
  } else if (WRAPPERS.has(def.type)) {
    leaves(def.innerType as z.ZodType, path, out);
  } else if (def.type === 'pipe') {
    // A pipe's last schema is its final word on the value (`trim().toLowerCase().pipe(z.email())`).
    const last = leaves(def.out as z.ZodType, path);
    out.push(...(last.length ? last : leaves(def.in as z.ZodType, path)));
  } else if (def.type === 'string') {
    const format = def.format as string | undefined;
    out.push({
      path: at,
      type: 'string',
      schema,
      kind: kindOf(schema),
      date: format === 'date',
      format,
      integer: false,
    });
  } else if (def.type === 'number') {
    const n = schema as z.ZodNumber;
    out.push({
      path: at,
      type: 'number',
      schema,
      date: false,
      max: n.maxValue ?? undefined,
      integer: n.isInt,
      kind: undefined,
    });
  }
  return out;
}

export let t: TestApp;
export let admin: SignedIn;

export const urlOf = (e: Endpoint) =>
  endpointUrl(e, Object.fromEntries([...e.path.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], '1'])));

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    // Every call is sent many times: the per-user limit of support tickets would answer 429.
    t = await buildTestApp({ rateLimit: { ...testConfig().rateLimit, ticketsPerUserPerHour: 1_000_000 } });
    admin = await t.injectAs('admin');
  });
  afterAll(() => t.close());
}
