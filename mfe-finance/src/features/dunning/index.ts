/** The dunning settings page of finance (`/finance/recovery/dunning`): its public face. */
export { DunningSettingsPage } from './components/DunningSettingsPage';
