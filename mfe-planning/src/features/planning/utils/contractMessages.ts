import { translate } from '../../../i18n';

/** The contract's custom English messages a planning form can meet, in the page's language. */
export const contractMessages = () => ({ 'Expected HH:MM': translate('common.time.invalid') });
