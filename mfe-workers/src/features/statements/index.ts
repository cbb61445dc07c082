/** What the statements feature offers the rest of the area: the route of its page. */
export { STATEMENTS_ROUTE } from './types';
