/** What the retrib feature offers the rest of the area: the display of amounts in cents. */
export { formatCents } from './utils/money';
