import { translate } from './i18n';

/**
 * The area's calls' own custom English messages a form can meet, in the area's words
 * (`messages` of useContractForm). Zod's messages and those of the contract's common field
 * types are worded by the kit; these are read when the form renders, so a language switch
 * rewords them.
 */
export function contractMessages(): Record<string, string> {
  return {
    '2 to 20 letters, digits or dashes': translate('clients.add.codeRule'),
    'Two capital letters (FR)': translate('clients.identity.countryRule'),
    '14 digits': translate('clients.identity.siretRule'),
  };
}
