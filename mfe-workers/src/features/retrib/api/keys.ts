/** Query keys of the retrib feature (one place, so mutations invalidate the right reads). */
export const retribKeys = {
  all: ['retrib'] as const,
  teams: () => ['retrib', 'teams'] as const,
  calendar: (teamId: number, month: string) => ['retrib', 'calendar', teamId, month] as const,
  calendars: (teamId: number) => ['retrib', 'calendar', teamId] as const,
  preview: (teamId: number, date: string, waypoints: number, km: number) =>
    ['retrib', 'preview', teamId, date, waypoints, km] as const,
  services: () => ['retrib', 'services'] as const,
};
