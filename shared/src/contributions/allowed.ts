import { canCallApi } from '@courier/shared/core';
import type { AreaContributions, SearchProvider, TodayContribution } from './types';

/** The providers and widgets of an area that the user's roles allow. */
export function allowedContributions(
  contributions: AreaContributions | undefined,
  roles: readonly string[],
): { search: SearchProvider[]; today: TodayContribution[] } {
  return {
    search: (contributions?.search ?? []).filter((p) => canCallApi(p.endpoint.path, roles)),
    today: (contributions?.today ?? []).filter((w) => canCallApi(w.requires, roles)),
  };
}

/** Whether a module loaded from a remote is a contributions object (a broken remote is not). */
export function isAreaContributions(value: unknown): value is AreaContributions {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (c.search === undefined || Array.isArray(c.search)) && (c.today === undefined || Array.isArray(c.today));
}
