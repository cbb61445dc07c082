import type { T } from '../../../i18n';

/** A reminder level's name (the contract's REMINDER_LEVEL_NAMES, as the mails say them), in the page's language. */
export const levelName = (t: T, level: 1 | 2 | 3) => t(`finance.level.${level}`);
