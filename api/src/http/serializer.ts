import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeParse } from 'zod/v4/core';

type Serialize = (data: unknown) => string;

/** One compiled serializer per response schema: each route's error answers share one. */
const compiled = new WeakMap<$ZodType, Serialize>();

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as one schema that may be null: `type:
 * [T, 'null']`, or `nullable: true` for an object. fast-json-stringify writes an `anyOf` by
 * validating the value against each branch with ajv, whose validators it compiles at the first
 * answer that has one, which held up the first calls after a start (docs/decisions.md).
 */
function withoutNullUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNullUnions);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withoutNullUnions(value);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && typeof other?.type === 'string') {
      const { anyOf: _union, ...rest } = out;
      return other.type === 'object'
        ? { ...rest, ...other, nullable: true }
        : { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a contract answer (as the OpenAPI document shows it), compiled once. */
export function fastSerializer(zod: $ZodType): Serialize {
  let serialize = compiled.get(zod);
  if (!serialize) {
    const schema = z.toJSONSchema(zod as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    serialize = fastJson(withoutNullUnions(schema) as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(zod, serialize);
  }
  return serialize;
}

/**
 * Whether each answer is checked against its schema with zod before it is written: in the
 * tests (NODE_ENV=test), so that every answer of every API test is held to the contract.
 */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

/**
 * How an answer becomes JSON: fast-json-stringify from the route's response schema, the fastest
 * of the three ways measured (docs/decisions.md). It coerces a value of the wrong type rather
 * than refusing it, so the tests also parse every answer with zod (CHECK_ANSWERS) and check that
 * both write the same JSON (test/http/serializer.test.ts).
 */
export const serializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zod = schema instanceof $ZodType ? schema : schema.properties;
  const serialize = fastSerializer(zod);
  if (!CHECK_ANSWERS) return serialize;
  return (data) => {
    const result = safeParse(zod, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    // What production writes, held to what the contract's own parse writes (the same values;
    // the order of the keys may differ: fast-json-stringify writes the required ones first).
    const json = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(result.data))))
      throw new Error(`${method} ${url}: fast-json-stringify wrote other values than the contract's parse gives`);
    return json;
  };
};
