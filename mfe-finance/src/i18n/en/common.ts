/** Words used by several features of the finance area. */
export const commonEn = {
  'finance.cancel': 'Cancel',
  'finance.required': 'Required',
  'finance.pager.control':
    '{control, select, first {First page} previous {Previous page} next {Next page} other {Last page}}',
  'finance.pager.page': 'Page {page}',
  'finance.bucket.notDue': 'Not yet due',
  'finance.bucket.overdue1to30': '1–30 days',
  'finance.bucket.overdue31to60': '31–60 days',
  'finance.bucket.overdue61to90': '61–90 days',
  'finance.bucket.overdueOver90': 'Over 90 days',
  'finance.bucket.overdue': 'Overdue',
  'finance.bucket.totalDue': 'Total due',
  'finance.badge.inRecovery': 'In recovery',
  'finance.badge.inactive': 'Inactive',
  'finance.level.1': 'First reminder',
  'finance.level.2': 'Second reminder',
  'finance.level.3': 'Formal notice',
  'finance.stale.title': 'Changed by someone else',
  'finance.email': 'Email',
  'finance.phone': 'Phone',
} as const;
