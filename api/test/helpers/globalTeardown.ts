import { rm } from 'node:fs/promises';
import { onServer, TEMPLATE_ENV } from './serverTemplate';
import { SNAPSHOT_ENV } from './snapshot';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[SNAPSHOT_ENV];
  if (file) await rm(file, { force: true });
  const template = process.env[TEMPLATE_ENV];
  if (template && process.env.DATABASE_URL) await onServer(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}
