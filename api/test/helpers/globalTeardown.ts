import { rm } from 'node:fs/promises';
import { SNAPSHOT_ENV } from './snapshot';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[SNAPSHOT_ENV];
  if (file) await rm(file, { force: true });
}
