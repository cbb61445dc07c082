import { AREA_FACTS, localManifestUrl, prefixesOf } from '@courier/shared/areas';

/** An area as the shell registers it: federation name, title, route prefixes, default manifest URL. */
export interface AreaDefinition {
  name: string;
  title: string;
  prefixes: readonly string[];
  defaultManifest: string;
}

/** The areas (docs/architecture.md#areas-and-remotes), from their one entry in shared/src/areas/areas.json. */
export const AREAS: readonly AreaDefinition[] = AREA_FACTS.map((area) => ({
  name: area.federationName,
  title: area.title,
  prefixes: prefixesOf(area),
  defaultManifest: localManifestUrl(area),
}));

/** The area that serves a path (its prefix or a page below it), if any. */
export function areaForPath(pathname: string): AreaDefinition | undefined {
  return AREAS.find((area) => area.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`)));
}

export type RemotesFile = Record<string, string>;

/** remotes.json: area name -> manifest URL; missing names fall back to the local ports. */
export async function loadRemotesFile(url = '/remotes.json'): Promise<RemotesFile> {
  const defaults = Object.fromEntries(AREAS.map((a) => [a.name, a.defaultManifest]));
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const json = (await res.json()) as unknown;
    if (!json || typeof json !== 'object') throw new Error('not an object');
    const entries = Object.entries(json as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0,
    );
    return { ...defaults, ...Object.fromEntries(entries) };
  } catch (error) {
    console.error(`[shell] ${url} could not be read; using the default remote addresses`, error);
    return defaults;
  }
}

let portalRemotes: Promise<RemotesFile> | null = null;

/** The portal's remotes.json, read once: the bootstrap starts it while the portal's code loads. */
export function loadPortalRemotes(): Promise<RemotesFile> {
  portalRemotes ??= loadRemotesFile('/remotes.json');
  return portalRemotes;
}
