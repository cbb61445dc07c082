import type { ResponseOf, BodyOf, api } from '@courier/shared';

/** The routes of the retrib feature. */
export const RETRIB_ROUTES = ['/retrib'] as const;

export type TeamListRow = ResponseOf<typeof api.retrib.getTeamList>[number];
export type TeamConfig = NonNullable<TeamListRow['config']>;
export type CalendarAnswer = ResponseOf<typeof api.retrib.getCalendar>;
export type CalendarEntry = CalendarAnswer['entries'][number];
export type PayPreview = ResponseOf<typeof api.retrib.previewPay>;
export type ServiceOrOption = ResponseOf<typeof api.retrib.getServicesAndOptions>[number];
export type UpdateTeamConfigBody = BodyOf<typeof api.retrib.updateTeamConfig>;
export type SetCalendarBody = BodyOf<typeof api.retrib.setCalendar>;

/** The four amounts of a rule. */
export type AmountKind = 'waypoint' | 'km' | 'day' | 'extra';
