import { translate } from '../../../i18n';

/** The text limits of the chat's forms (`At most N characters` of the contract's text fields). */
const TEXT_LIMITS = [100, 200, 10_000] as const;

/**
 * The contract's custom English messages the chat's forms can meet, in the area's words
 * (`messages` of useContractForm); zod's own messages already follow the page's language.
 */
export function contractMessages(): Record<string, string> {
  const messages: Record<string, string> = {
    Required: translate('chat.ticket.required'),
    'Must be a single line, without control characters': translate('chat.form.singleLine'),
    'Control characters other than line breaks and tabs are not allowed': translate('chat.form.multiLine'),
  };
  for (const max of TEXT_LIMITS)
    messages[`At most ${max} characters`] = translate('chat.form.tooLong', { max });
  return messages;
}
