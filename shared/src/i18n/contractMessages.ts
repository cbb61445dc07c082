import { sharedT } from './createAreaI18n';
import type { SharedMessageId } from './shared-messages';

/** The messages of the contract's common field types (contract/common.ts and the email fields). */
const COMMON: Readonly<Record<string, SharedMessageId>> = {
  Required: 'shared.forms.required',
  'Must be a single line, without control characters': 'shared.contract.singleLine',
  'Control characters other than line breaks and tabs are not allowed': 'shared.contract.multiLine',
  "Letters, digits, spaces and . , ' - & / ( ) ° # + : only, on one line": 'shared.contract.identityText',
  'A comment is required': 'shared.contract.commentRequired',
  'Not a valid email address': 'shared.contract.email',
  'Digits, spaces and + ( ) . - only': 'shared.contract.phone',
};
const AT_LEAST = /^At least (\d+) characters$/;
const AT_MOST = /^At most (\d+) characters$/;

/**
 * A message of the contract's common field types in the page's language (the contract words
 * them in English, and the server answers them as its field errors); any other message as is.
 */
export function contractMessage(message: string): string {
  const id = COMMON[message];
  if (id) return sharedT(id);
  const least = AT_LEAST.exec(message);
  if (least) return sharedT('shared.contract.atLeast', { min: Number(least[1]) });
  const most = AT_MOST.exec(message);
  return most ? sharedT('shared.contract.atMost', { max: Number(most[1]) }) : message;
}
