/** The words between `node` and `dist/server.js` in `start:prod` (api/package.json). */
export function productionNodeOptions(): string[];
