/** The route of the invoicing run's page. */
export const BILLING_PATH = '/finance/billing';
export { BILLING_PAGE_SIZE } from '@courier/shared';
