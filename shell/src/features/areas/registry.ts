import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  getAppNames,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import {
  RETRY_AREA_EVENT,
  beginProgress,
  canAccessPage,
  createStore,
  getPortalConfig,
  getRoles,
  hasToken,
  isKnownPage,
  queryClient,
  subscribeRoles,
  subscribeToken,
  useStore,
  type RetryAreaDetail,
} from '@courier/shared';
import { AREAS, areaForPath, type AreaDefinition, type RemotesFile } from './areas';
import { installVersionCheck, refusalOf } from './versions';

export type AreaStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface AreaState {
  status: AreaStatus;
  /**
   * 'load': the remote could not be fetched; 'crash': it threw while starting or mounting;
   * 'version': it was built against another major version of a shared singleton (message says which).
   */
  failure?: 'load' | 'crash' | 'version';
  message?: string;
  retrying?: boolean;
}

const statusStore = createStore<Record<string, AreaState>>({});
let remoteUrls: RemotesFile = {};

function setArea(name: string, state: AreaState) {
  statusStore.set((prev) => ({ ...prev, [name]: state }));
}

export function useAreaStates(): Record<string, AreaState> {
  return useStore(statusStore);
}

export function getAreaState(name: string): AreaState {
  return statusStore.get()[name] ?? { status: 'idle' };
}

/** The DOM container of an area, below the navbar, one per area (its own React root). */
export function areaContainer(name: string): HTMLElement {
  const id = `area-${name}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    element.className = 'shell-area';
    element.dataset.area = name;
    (document.getElementById('portal-areas') ?? document.body).appendChild(element);
  }
  return element;
}

/**
 * Should this area be mounted for this path? Only when signed in, on a known page of the
 * area, and when the roles allow it: a disallowed page never mounts the area.
 */
export function shouldMount(area: AreaDefinition, pathname: string): boolean {
  return (
    hasToken() &&
    areaForPath(pathname) === area &&
    isKnownPage(pathname) &&
    canAccessPage(pathname, getRoles())
  );
}

function withCacheBust(url: string): string {
  const u = new URL(url, window.location.href);
  u.searchParams.set('retry', String(Date.now()));
  return u.href;
}

function registerRemote(area: AreaDefinition, fresh: boolean) {
  const url = remoteUrls[area.name] ?? area.defaultManifest;
  // A failed entry is cached by the federation runtime: a retry re-registers it (force)
  // under a new address so that the manifest and remote entry are really fetched again.
  registerRemotes([{ name: area.name, entry: fresh ? withCacheBust(url) : url }], { force: fresh });
}

/** Loads of the opened page's area started with the portal, each taken over by its first mount. */
const earlyLoads = new Map<string, Promise<LifeCycles | null>>();

/**
 * The area of the address opened starts loading with the portal when the roles already known
 * (the sign-in's, the roles cookie's) allow the page, not once the user call has answered.
 * With no roles known it waits for them: an area the roles forbid is never fetched.
 */
export function startLoadingPageArea(pathname = window.location.pathname): void {
  const area = areaForPath(pathname);
  if (!area || earlyLoads.has(area.name) || !hasToken() || !isKnownPage(pathname)) return;
  if (!canAccessPage(pathname, getRoles())) return;
  const load = loadRemote<LifeCycles>(`${area.name}/lifecycles`);
  load.catch(() => undefined); // its failure is the mount's, once taken over
  earlyLoads.set(area.name, load);
}

function takeAreaLoad(area: AreaDefinition): Promise<LifeCycles | null> {
  const early = earlyLoads.get(area.name);
  earlyLoads.delete(area.name);
  return early ?? loadRemote<LifeCycles>(`${area.name}/lifecycles`);
}

async function loadArea(area: AreaDefinition): Promise<LifeCycles> {
  const done = beginProgress();
  setArea(area.name, { status: 'loading' });
  try {
    const lifecycles = await takeAreaLoad(area);
    if (!lifecycles || typeof lifecycles.mount !== 'function') {
      throw new Error(`${area.name}/lifecycles did not export single-spa lifecycles`);
    }
    setArea(area.name, { status: 'ready' });
    return lifecycles;
  } catch (error) {
    const refusal = refusalOf(area.name);
    setArea(area.name, {
      status: 'error',
      failure: refusal ? 'version' : 'load',
      message: refusal ?? (error instanceof Error ? error.message : String(error)),
    });
    throw error;
  } finally {
    done();
  }
}

function registerArea(area: AreaDefinition) {
  registerApplication({
    name: area.name,
    app: () => loadArea(area),
    activeWhen: (location) => shouldMount(area, location.pathname),
    customProps: { domElementGetter: () => areaContainer(area.name) },
  });
}

/** Reloads an area that failed (load error or crash), fetching its remote again. */
export async function retryArea(name: string): Promise<void> {
  const area = AREAS.find((a) => a.name === name);
  if (!area) return;
  setArea(name, { ...getAreaState(name), retrying: true });
  if (getAppNames().includes(name)) {
    try {
      await unregisterApplication(name);
    } catch (error) {
      console.warn(`[shell] ${name} could not be unregistered cleanly`, error);
    }
  }
  areaContainer(name).replaceChildren();
  registerRemote(area, true);
  prefetched.delete(name);
  setArea(name, { status: 'idle' });
  registerArea(area);
  await triggerAppChange();
}

const prefetched = new Set<string>();
let prefetching = false;
/** How often the prefetch looks whether the page shown is settled, and how long it waits at most. */
const SETTLE_POLL_MS = 300;
const SETTLE_MAX_MS = 20_000;

const whenIdle = (run: () => void) => {
  const idle = (
    window as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (idle) idle(run, { timeout: 3000 });
  else setTimeout(run, 1500);
};

/** The page shown has its area's code and its data: no area loading, no call under way. */
function pageSettled(): boolean {
  if (queryClient.isFetching() > 0) return false;
  if (Object.values(statusStore.get()).some((state) => state.status === 'loading')) return false;
  const { pathname } = window.location;
  const area = areaForPath(pathname);
  return !area || !shouldMount(area, pathname) || getAreaState(area.name).status !== 'idle';
}

/** Runs once the page has stayed settled for two looks in a row (or after SETTLE_MAX_MS). */
function afterPageSettles(run: () => void): void {
  const since = Date.now();
  let calm = 0;
  const look = () => {
    calm = pageSettled() ? calm + 1 : 0;
    if (calm >= 2 || Date.now() - since > SETTLE_MAX_MS) whenIdle(run);
    else setTimeout(look, SETTLE_POLL_MS);
  };
  setTimeout(look, SETTLE_POLL_MS);
}

/**
 * Once the page shown has its data, fetches the other areas the user may open (manifest,
 * remote entry and the exposed module), one at a time and each once the page is settled, so that the
 * first switch to one is instant. Started earlier, the five loads ran while the first page was
 * still loading and delayed it (docs/decisions.md). A failure is left for the real load to show
 * (error panel); Retry re-registers the remote anyway.
 */
export function prefetchAllowedAreas(): void {
  if (prefetching || !prefetchWanted() || !nextToPrefetch()) return;
  prefetching = true;
  const step = () => {
    const area = prefetchWanted() ? nextToPrefetch() : undefined;
    if (!area) {
      prefetching = false;
      return;
    }
    prefetched.add(area.name);
    loadRemote(`${area.name}/lifecycles`)
      .catch(() => undefined)
      .finally(() => afterPageSettles(step));
  };
  afterPageSettles(step);
}

/** Signed in, and config.json allows it (off on a metered connection, or to bench a first switch). */
const prefetchWanted = () => hasToken() && getPortalConfig().prefetchAreas;

/** The next area the roles open whose code is neither loaded nor fetched yet. */
function nextToPrefetch(): AreaDefinition | undefined {
  const roles = getRoles();
  return AREAS.find(
    (area) =>
      !prefetched.has(area.name) &&
      getAreaState(area.name).status === 'idle' &&
      area.prefixes.some((prefix) => canAccessPage(prefix, roles)),
  );
}

let started = false;

/** Registers the six remotes with the federation runtime and one single-spa application each. */
export function registerAreas(remotes: RemotesFile): void {
  if (started) return;
  started = true;
  remoteUrls = remotes;
  installVersionCheck();
  for (const area of AREAS) registerRemote(area, false);
  addErrorHandler((error) => {
    const name = (error as { appOrParcelName?: string }).appOrParcelName;
    if (!name || !AREAS.some((a) => a.name === name)) {
      console.error('[shell] single-spa error', error);
      return;
    }
    console.error(`[shell] area ${name} failed`, error);
    const current = getAreaState(name);
    setArea(name, {
      status: 'error',
      failure: current.failure ?? (current.status === 'loading' ? 'load' : 'crash'),
      message: current.message ?? error.message,
    });
  });
  for (const area of AREAS) registerArea(area);
  // Signing in or out, or new roles, change which area may be mounted (and which to prefetch).
  subscribeRoles(() => {
    void triggerAppChange();
    prefetchAllowedAreas();
  });
  subscribeToken(() => void triggerAppChange());
  // An area's own error panel asks for a retry through a DOM event.
  window.addEventListener(RETRY_AREA_EVENT, (event) => {
    const { name } = (event as CustomEvent<RetryAreaDetail>).detail ?? {};
    if (name && AREAS.some((a) => a.name === name)) {
      event.preventDefault();
      void retryArea(name);
    }
  });
}
