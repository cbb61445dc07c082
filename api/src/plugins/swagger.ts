import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * `anyOf` with an empty schema (`{}`, anything) among its branches is anything: what zod's
 * `unknown().nullable()` gives (`anyOf: [{}, {type: 'null'}]`). Written as `{}` so that the
 * document says it plainly (and linters do not flag a branch that makes the others useless).
 */
function simplifyAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([k, v]) => [k, simplifyAnyOf(v)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const anyOf = object.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((s) => s && typeof s === 'object' && Object.keys(s).length === 0)) {
    const { anyOf: _dropped, ...rest } = object;
    return rest;
  }
  return object;
}

/**
 * The OpenAPI document, generated from the contract's zod schemas: /docs (UI) and /docs/json.
 * Each operation's id is `<area>.<call>` of the contract (http/route.ts); the paths carry
 * the whole URL (base path included), hence the one server `/`. Checked by Redocly's
 * recommended rules (test/plugins/openapiLint.test.ts).
 */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Courier back-office API',
        description:
          'Every call answers `{data: ...}`; errors answer `{error: {code, message, fields?}}`. Sign in with auth/login then auth/double_auth, and send the token as `Authorization: Bearer <token>`.',
        version: '1.0.0',
        // Internal software: no public licence (an SPDX reference of its own).
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server (paths include the API base path)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? (simplifyAnyOf(document.openapiObject) as typeof document.openapiObject) : document.swaggerObject,
  });
  // Off in production unless API_DOCS=1: the document maps every call for a visitor.
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: `${app.config.apiBasePath}/docs` });
});
