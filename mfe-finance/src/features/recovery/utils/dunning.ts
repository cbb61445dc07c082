/** The reminder levels' names (the contract's REMINDER_LEVEL_NAMES, as the mails say them). */
export const LEVEL_NAMES: Record<1 | 2 | 3, string> = {
  1: 'First reminder',
  2: 'Second reminder',
  3: 'Formal notice',
};
