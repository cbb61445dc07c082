import { createStore, useStore } from '../store/createStore';

/** Run-time configuration, served by the shell as /config.json (never compiled in). */
export interface PortalConfig {
  /** Host of the API server, e.g. http://localhost:4000 (docs/product.md#api-conventions). */
  apiHost: string;
  /** Optional base path in front of /api, e.g. /backoffice ('' for none). */
  apiBasePath: string;
  /** The {product} label of the navigation: "Coursier" gives "Coursiers". */
  productLabel: string;
  /** Load the allowed areas' code when the browser is idle, so a first switch is instant. */
  prefetchAreas: boolean;
}

export const DEFAULT_CONFIG: PortalConfig = {
  apiHost: 'http://localhost:4000',
  apiBasePath: '',
  productLabel: 'Coursier',
  prefetchAreas: true,
};

const configStore = createStore<PortalConfig>(DEFAULT_CONFIG);
const listeners = new Set<(config: PortalConfig) => void>();

/** Base address of every call: host + optional base path + /api. */
export function apiBaseUrl(
  config: Pick<PortalConfig, 'apiHost' | 'apiBasePath'> = configStore.get(),
): string {
  const host = config.apiHost.replace(/\/+$/, '');
  const trimmed = (config.apiBasePath ?? '').trim().replace(/^\/+|\/+$/g, '');
  return `${host}${trimmed ? `/${trimmed}` : ''}/api`;
}

/** Sets the configuration (the shell does it from /config.json before anything renders). */
export function configurePortal(partial: Partial<PortalConfig>): PortalConfig {
  const clean: Partial<PortalConfig> = {};
  if (typeof partial.apiHost === 'string' && partial.apiHost.trim()) clean.apiHost = partial.apiHost.trim();
  if (typeof partial.apiBasePath === 'string') clean.apiBasePath = partial.apiBasePath.trim();
  if (typeof partial.productLabel === 'string' && partial.productLabel.trim())
    clean.productLabel = partial.productLabel.trim();
  if (typeof partial.prefetchAreas === 'boolean') clean.prefetchAreas = partial.prefetchAreas;
  const next = { ...configStore.get(), ...clean };
  configStore.set(next);
  for (const listener of listeners) listener(next);
  return next;
}

export function getPortalConfig(): PortalConfig {
  return configStore.get();
}

/** Called on every change (the API client uses it to move its base address). */
export function onConfigChange(listener: (config: PortalConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePortalConfig(): PortalConfig {
  return useStore(configStore);
}

const loads = new Map<string, Promise<PortalConfig>>();
let settled: Promise<unknown> = Promise.resolve();

/**
 * Loads a config.json (the shell's, or a standalone dev host's when it has one), once per
 * address. The sign-in page renders before it arrives; calls wait for it (configSettled).
 */
export function loadPortalConfig(url = '/config.json'): Promise<PortalConfig> {
  const known = loads.get(url);
  if (known) return known;
  const load = (async () => {
    try {
      const res = await fetch(url, { cache: 'no-cache' });
      if (res.ok) return configurePortal((await res.json()) as Partial<PortalConfig>);
      console.warn(`[config] ${url} answered ${res.status}; using the defaults`);
    } catch (error) {
      console.warn(`[config] ${url} could not be read; using the defaults`, error);
    }
    return configStore.get();
  })();
  loads.set(url, load);
  settled = load;
  return load;
}

/** Resolves once the configuration being loaded (if any) is in place: the API host is known. */
export function configSettled(): Promise<unknown> {
  return settled;
}
