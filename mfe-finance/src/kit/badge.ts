/** Badge styles that never cut a badge's word ("AC…"): no width limit, the label not clipped. */
export const WHOLE_BADGE = {
  root: { maxWidth: 'none', flexShrink: 0, overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;
