/** The dunning settings section of /settings (`?list=dunning`): its public face. */
export { DunningSettingsSection } from './components/DunningSettingsSection';
