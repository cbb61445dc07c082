import { outboxEndpoints } from './outbox';
import { clientListEndpoints } from './settingsLists/clientLists';
import { discountCodeEndpoints } from './settingsLists/discountCodes';
import { homeMessageEndpoints } from './settingsLists/homeMessages';
import { vehicleListEndpoints } from './settingsLists/vehicleLists';
import { workerListEndpoints } from './settingsLists/workerLists';

/**
 * Settings lists (docs/product.md#settings). Every list follows `{list}/get{List}`,
 * `{list}/add{Item}`, `{list}/update{Item}`; every answer is `{data: <response>}`.
 *
 * - Names are unique within their list, whatever the case (409 naming the duplicate);
 *   vehicle models within their brand.
 * - Rows carry `version`; an update sends `id`, `version` and the changed fields only
 *   (`null` clears an optional one); a stale version is a 409.
 * - Nothing is ever deleted: an item is made inactive (`activityStatus`). `inUse` says how
 *   many rows refer to it (clients of a group, models of a brand...), so the page can warn.
 * - Every add and update writes an admin event (`<list>.add`, `<list>.update`).
 */

/** The outbox's rows and calls, in the settings group (docs/product.md#mail). */
export * from './outbox';

// Each sub-area's rows and calls live in settingsLists/; this module stays the one to import.
export { settingsListRow, type SettingsListRow } from './settingsLists/listCalls';
export { clientGroup2Row, clientGroupRow, salesAgentRow } from './settingsLists/clientLists';
export { SHORT_CODE_PREFIX_PATTERN, workerCompanyRow } from './settingsLists/workerLists';
export {
  HOME_MESSAGE_STATUSES,
  homeMessageRow,
  homeMessageStatus,
  publishedHomeMessage,
  type HomeMessageRow,
} from './settingsLists/homeMessages';
export {
  vehicleBrandRow,
  vehicleModelRow,
  vehicleSupplierRow,
  vehicleTypeRow,
} from './settingsLists/vehicleLists';
export {
  addDiscountCodeBody,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_CODE_STATUSES,
  DISCOUNT_KINDS,
  discountCodeRow,
  discountCodeStatus,
  discountKind,
  type DiscountCodeRow,
} from './settingsLists/discountCodes';

export const settingsEndpoints = {
  ...clientListEndpoints,
  ...workerListEndpoints,
  ...homeMessageEndpoints,
  ...vehicleListEndpoints,
  ...discountCodeEndpoints,
  ...outboxEndpoints,
};
