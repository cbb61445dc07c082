import { notifySuccess } from '@courier/shared';
import { translate, type MessageId } from './index';

/** A success notification in the page's language, from the area's catalog. */
export function announce(id: MessageId, values?: Parameters<typeof translate>[1]): void {
  notifySuccess(translate(id, values));
}
