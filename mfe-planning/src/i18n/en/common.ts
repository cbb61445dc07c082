/** Words several pages of the area share: buttons, weekdays, the time field. */
export const commonEn = {
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.open': 'Open',
  'common.total': 'Total',
  'common.notSaved': 'Not saved',
  'common.time.placeholder': 'HH:MM',
  'common.time.invalid': 'Expected HH:MM',
  'common.weekday.1': 'Mon',
  'common.weekday.2': 'Tue',
  'common.weekday.3': 'Wed',
  'common.weekday.4': 'Thu',
  'common.weekday.5': 'Fri',
  'common.weekday.6': 'Sat',
  'common.weekday.7': 'Sun',
} as const;
