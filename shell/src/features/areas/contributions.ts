import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  allowedContributions,
  canAccessPage,
  createStore,
  isAreaContributions,
  useRoles,
  useStore,
  type AreaContributions,
} from '@courier/shared';
import { useEffect, useMemo } from 'react';
import { AREAS, type AreaDefinition } from './areas';

export type ContributionState =
  | { status: 'loading' }
  | { status: 'ready'; value: AreaContributions }
  | { status: 'error'; message: string };

const store = createStore<Record<string, ContributionState>>({});
const started = new Set<string>();

/** How the module is fetched: the federation runtime in the portal, a stand-in in tests. */
let load = (area: string) => loadRemote<{ default?: unknown } | unknown>(`${area}/contributions`);
export function setContributionsLoader(loader: typeof load): void {
  load = loader;
  started.clear();
  store.set({});
}

/** Fetches an area's `./contributions` once; a failure leaves that area's part in error (Retry). */
export function loadContributions(area: string, again = false): void {
  if (started.has(area) && !again) return;
  started.add(area);
  store.set((prev) => ({ ...prev, [area]: { status: 'loading' } }));
  load(area)
    .then((module) => {
      const value = (module as { default?: unknown })?.default ?? module;
      if (!isAreaContributions(value)) throw new Error(`${area}/contributions exports no contributions`);
      store.set((prev) => ({ ...prev, [area]: { status: 'ready', value } }));
    })
    .catch((error: unknown) => {
      console.error(`[shell] the contributions of ${area} could not be loaded`, error);
      store.set((prev) => ({ ...prev, [area]: { status: 'error', message: error instanceof Error ? error.message : String(error) } }));
    });
}

const opens = (area: AreaDefinition, roles: readonly string[]) => area.prefixes.some((p) => canAccessPage(p, roles));

/** Starts loading the contributions of every area these roles open (before a page asks for them). */
export function loadAllowedContributions(roles: readonly string[]): void {
  for (const area of AREAS) if (opens(area, roles)) loadContributions(area.name);
}

/** Every area's contributions: the portal loaded before sign-in does not know the roles yet. */
export function loadEveryAreaContributions(): void {
  for (const area of AREAS) loadContributions(area.name);
}

export interface AreaPart {
  area: AreaDefinition;
  state: ContributionState;
  allowed: ReturnType<typeof allowedContributions>;
}

/** The areas the user's roles open, each with its contributions as far as they are loaded. */
export function useAreaParts(): AreaPart[] {
  const roles = useRoles();
  const states = useStore(store);
  const areas = useMemo(() => AREAS.filter((a) => opens(a, roles)), [roles]);
  useEffect(() => {
    for (const area of areas) loadContributions(area.name);
  }, [areas]);
  return areas.map((area) => {
    const state = states[area.name] ?? { status: 'loading' };
    return { area, state, allowed: allowedContributions(state.status === 'ready' ? state.value : undefined, roles) };
  });
}
