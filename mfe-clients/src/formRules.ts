import { translate } from './i18n';

/** The text limits of the area's calls (`At most N characters` of the contract's text fields). */
const TEXT_LIMITS = [20, 30, 100, 120, 2000] as const;

/**
 * The contract's custom English messages a form of this area can meet, in the area's words
 * (`messages` of useContractForm). Zod's own messages already follow the page's language; these
 * are read when the form renders, so a language switch rewords them.
 */
export function contractMessages(): Record<string, string> {
  const messages: Record<string, string> = {
    Required: translate('clients.field.required'),
    'A comment is required': translate('clients.comment.required'),
    '2 to 20 letters, digits or dashes': translate('clients.add.codeRule'),
    'Not a valid email address': translate('clients.field.emailInvalid'),
    'Digits, spaces and + ( ) . - only': translate('clients.field.phoneInvalid'),
    'Two capital letters (FR)': translate('clients.identity.countryRule'),
    '14 digits': translate('clients.identity.siretRule'),
    "Letters, digits, spaces and . , ' - & / ( ) ° # + : only, on one line": translate(
      'clients.field.identityText',
    ),
    'Must be a single line, without control characters': translate('clients.field.singleLine'),
    'Control characters other than line breaks and tabs are not allowed':
      translate('clients.field.multiLine'),
  };
  for (const max of TEXT_LIMITS)
    messages[`At most ${max} characters`] = translate('clients.field.tooLong', { max });
  return messages;
}
