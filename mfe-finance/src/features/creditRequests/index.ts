/** The credit-note requests feature: its panel, shown on the recovery summary page. */
export { CreditRequestsPanel } from './components/CreditRequestsPanel';
