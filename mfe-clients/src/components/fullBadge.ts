/**
 * Styles of a badge that never cuts its text ("AC…" said nothing): in a narrow table column the
 * column grows instead. The list tables' own CSS does the same; this also covers badges elsewhere.
 */
export const FULL_BADGE = {
  root: { overflow: 'visible', maxWidth: 'none', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;
