import * as accessModule from '@courier/shared/access';
import * as contractModule from '@courier/shared/contract';
import * as csvModule from '@courier/shared/csv';

/**
 * The runtime values of `shared` (access table, contract), read through one door.
 *
 * Why: `shared` has no `"type": "module"`, so under tsx its TypeScript loads as CommonJS,
 * and Node's ES-module view of such a file cannot see names re-exported with `export *`;
 * it only offers `default` (the whole module.exports). Under jest (CommonJS throughout)
 * the namespace is already complete. Types are imported from `shared` directly as usual.
 */
function interop<T extends object>(ns: T): T {
  const whole = (ns as { default?: unknown }).default;
  return (whole && typeof whole === 'object' ? whole : ns) as T;
}

export const access = interop(accessModule);
export const contract = interop(contractModule);
export const api = contract.api;

/** The one CSV writer of the portal (formula neutralising, quoting), for the API's exports. */
export const csv = interop(csvModule);
