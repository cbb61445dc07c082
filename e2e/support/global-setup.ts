import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiSignIn } from './accounts';
import { assertPortsFree, dataDir, startPortal, stateDir } from './portal';

/** Accounts signed in once through the API; tests reuse their sessions (a TOTP code is usable once). */
export const PRESIGNED = ['admin', 'workers', 'planner', 'noroles', 'settings', 'chat', 'clients', 'cfrusers', 'shifts', 'regular', 'finance', 'vehicles', 'retrib'];
export const tokensFile = join(stateDir, 'tokens.json');

export default async function globalSetup() {
  await assertPortsFree();
  rmSync(dataDir, { recursive: true, force: true });
  await startPortal();
  const tokens: Record<string, string> = {};
  for (const login of PRESIGNED) tokens[login] = await apiSignIn(login);
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(tokensFile, JSON.stringify(tokens));
}
