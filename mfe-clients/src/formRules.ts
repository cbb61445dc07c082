import { validators } from '@courier/shared';
import { translate } from './i18n';

type MessageId = Parameters<typeof translate>[0];

/**
 * The area's form checks, their messages read in the page's language when the check runs (a
 * form built before a language switch still speaks the new language).
 */
export const rules = {
  required: (value: unknown) => validators.required(translate('clients.field.required'))(value),
  pattern: (regex: RegExp, message: MessageId) => (value: unknown) =>
    validators.pattern(regex, translate(message))(value),
};
