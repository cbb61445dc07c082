import { z } from 'zod';

/** A zod schema seen through its definition (the parts strictBody walks). */
type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

const built = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema a request body is checked with: every object in it, however deep (inside
 * arrays, optionals, nullables, defaults, unions, pipes, tuples, record values), refuses the
 * fields it does not name, as `.strict()` does for one object. What stays open, on purpose:
 * - an object the contract gives a catch-all (`z.looseObject`, `.catchall(...)`);
 * - the keys of a `z.record` (its values are made strict);
 * - the two sides of a `z.intersection` and a `z.lazy` (neither is used in bodies; making the
 *   sides of an intersection strict would refuse each other's fields).
 * Refinements, defaults and transforms are kept; a schema with no object inside is returned
 * as it is. Both the server (route registration) and the portal's fake API use it.
 */
export function strictBody<T extends z.ZodType>(schema: T): T {
  let strict = built.get(schema);
  if (!strict) {
    strict = deepStrict(schema);
    built.set(schema, strict);
  }
  return strict as T;
}

function rebuilt(schema: z.ZodType, changes: Record<string, unknown>): z.ZodType {
  const def = defOf(schema);
  if (Object.entries(changes).every(([key, value]) => def[key] === value)) return schema;
  const copy = schema.clone({ ...def, ...changes } as never);
  const meta = z.globalRegistry.get(schema);
  if (meta) z.globalRegistry.add(copy, meta);
  return copy;
}

function deepStrict(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = (key: string) => strictBody(def[key] as z.ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, strictBody(value)]));
      const unchanged = Object.entries(shape).every(([key, value]) => value === (def.shape as Record<string, z.ZodType>)[key]);
      return rebuilt(schema, {
        ...(unchanged ? {} : { shape }),
        ...(def.catchall === undefined ? { catchall: z.never() } : {}),
      });
    }
    case 'array':
      return rebuilt(schema, { element: inner('element') });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return rebuilt(schema, { innerType: inner('innerType') });
    case 'pipe':
      return rebuilt(schema, { in: inner('in'), out: inner('out') });
    case 'union': {
      const options = (def.options as z.ZodType[]).map((option) => strictBody(option));
      return options.every((option, i) => option === (def.options as z.ZodType[])[i]) ? schema : rebuilt(schema, { options });
    }
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map((item) => strictBody(item));
      const same = items.every((item, i) => item === (def.items as z.ZodType[])[i]);
      const rest = def.rest ? inner('rest') : def.rest;
      return rebuilt(schema, { ...(same ? {} : { items }), rest });
    }
    case 'record':
      return rebuilt(schema, { valueType: inner('valueType') });
    default:
      return schema;
  }
}
