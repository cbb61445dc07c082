import type { ComponentType } from 'react';
import type { Language } from '@courier/shared/core';
import type { Endpoint } from '../contract/endpoint';

/** A name in each of the portal's languages (the area owns its words, also in the shell's frame). */
export type Words = Record<Language, string>;

/**
 * One group of the global search: the area's search call (`GET <area>/search?q=&limit=`,
 * answering `{ items: SearchHit[] }`). The shell calls it only when the user's roles allow
 * the call (the access table), so a provider never shows what its area would refuse.
 */
export interface SearchProvider {
  id: string;
  label: Words;
  endpoint: Endpoint;
}

/**
 * One card of the Today page: the area's own component (its words, its calls, its links),
 * shown when the user's roles allow `requires` (an API call of the access table).
 */
export interface TodayContribution {
  id: string;
  title: Words;
  /** The API call the widget makes: the card shows only to users its roles allow. */
  requires: string;
  /** Place on the page: lower first. */
  order: number;
  Component: ComponentType;
}

/**
 * What an area adds to the shell besides its routes, exposed from its remote as
 * `./contributions` (default export). The shell loads it lazily, after the frame.
 */
export interface AreaContributions {
  search?: readonly SearchProvider[];
  today?: readonly TodayContribution[];
}

export function defineContributions(contributions: AreaContributions): AreaContributions {
  return contributions;
}
