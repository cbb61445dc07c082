import { createQueryKeys } from '@courier/shared';

const keys = createQueryKeys('retrib');

/** Query keys of the retrib feature (one place, so mutations invalidate the right reads). */
export const retribKeys = {
  all: keys.all,
  teams: () => keys.kind('teams'),
  /** Every month of one team's calendar. */
  calendars: (teamId: number) => [...keys.kind('calendar'), teamId] as const,
  calendar: (teamId: number, month: string) => [...keys.kind('calendar'), teamId, month] as const,
  /** Every pay preview of one team. */
  previews: (teamId: number) => [...keys.kind('preview'), teamId] as const,
  preview: (teamId: number, date: string, waypoints: number, km: number) =>
    [...keys.kind('preview'), teamId, date, waypoints, km] as const,
  services: () => keys.kind('services'),
};
