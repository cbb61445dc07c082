import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the contract's zod schemas: /docs (UI) and /docs/json. */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Courier back-office API',
        description:
          'Every call answers `{data: ...}`; errors answer `{error: {code, message, fields?}}`. Sign in with auth/login then auth/double_auth, and send the token as `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Off in production unless API_DOCS=1: the document maps every call for a visitor.
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: `${app.config.apiBasePath}/docs` });
});
