/**
 * The sign-in calls of the contract, loaded on first use: the contract's schemas (zod, ~28 KB
 * gzip) are not part of the sign-in page's first JavaScript (<= 150 KB gzip). They
 * arrive while the user types; the portal has them anyway.
 */
export const authContract = () =>
  import(/* webpackChunkName: "contract-auth" */ '../contract/auth').then((m) => m.authEndpoints);
