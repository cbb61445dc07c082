import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './http/serializer';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import { createMailer, type Mailer } from './plugins/mailer';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import security from './plugins/security';
import swagger from './plugins/swagger';
import auth from './plugins/auth';
import realtime from './plugins/realtime';
import metrics from './plugins/metrics';
import jobs from './jobs/plugin';
import routes from './routes';
import { requestIdOptions } from './http/requestId';
import { BODY_LIMITS } from './http/bodyLimits';
import './types';

export interface BuildAppOptions {
  config: Config;
  /** An opened, migrated database (see db/database.ts and db/migrate.ts). */
  db: Database;
  dbKind: DatabaseKind;
  /** pino options, or false (tests). Defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /**
   * Run the background jobs that start on their own, once the app is ready: the outbox's sender
   * and the daily recovery flags (jobs/plugin.ts). The server does; tests do not.
   */
  backgroundJobs?: boolean;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * The configured level, as JSON lines (production, tests) or as readable lines (LOG_FORMAT,
 * config.ts): pino-pretty in this process, as a stream, loaded only then.
 */
async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  if (config.logFormat === 'json') return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
      colorize: process.stdout.isTTY,
      // Each line written before the next statement: none lost when the process stops at once.
      sync: true,
    }),
  };
}

/** The application: plugins (the background jobs among them), then routes. Listening and shutdown live in server.ts. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? (await loggerOptions(config)),
    // A hop count trusts that many proxies nearest to the server (what Fastify does for a
    // number, which its types do not declare); a list trusts those addresses only.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // docs/product.md#constants-and-limits: 30 s; a request that takes longer to arrive is dropped.
    requestTimeout: 30_000,
    bodyLimit: BODY_LIMITS.default,
    // The id is the server's; a caller's x-request-id is only logged, as clientRequestId.
    ...requestIdOptions,
    routerOptions: { maxParamLength: 200 },
    // What the router and Node's parser refuse answers in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate('dbKind', options.dbKind);
  app.decorate('mailer', options.mailer ?? createMailer(config, options.db));
  // The server's id, so that a caller can quote it when reporting a problem.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(security);
  await app.register(swagger);
  // Before auth: the socket's token offered as subprotocols becomes its Authorization header.
  await app.register(realtime);
  await app.register(auth);
  await app.register(metrics);
  await app.register(jobs, { scheduled: options.backgroundJobs ?? false });
  await app.register(routes, { prefix: config.apiBasePath });
  return app;
}
