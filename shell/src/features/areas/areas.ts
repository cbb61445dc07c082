/** The six areas (docs/architecture.md#areas-and-remotes): federation name and the route prefixes each one serves. */
export interface AreaDefinition {
  name: string;
  title: string;
  prefixes: readonly string[];
  defaultManifest: string;
}

export const AREAS: readonly AreaDefinition[] = [
  {
    name: 'mfe_workers',
    title: 'Workers, pay rates and vehicles',
    prefixes: ['/workers', '/retrib', '/vehicles'],
    defaultManifest: 'http://localhost:3001/mf-manifest.json',
  },
  {
    name: 'mfe_clients',
    title: 'Clients and client-side users',
    prefixes: ['/clients', '/users/cfr'],
    defaultManifest: 'http://localhost:3002/mf-manifest.json',
  },
  {
    name: 'mfe_planning',
    title: 'Planning and regular missions',
    prefixes: ['/planning', '/regularMissions'],
    defaultManifest: 'http://localhost:3003/mf-manifest.json',
  },
  {
    name: 'mfe_finance',
    title: 'Finance recovery',
    prefixes: ['/finance/recovery'],
    defaultManifest: 'http://localhost:3004/mf-manifest.json',
  },
  {
    name: 'mfe_settings',
    title: 'Settings',
    prefixes: ['/settings'],
    defaultManifest: 'http://localhost:3005/mf-manifest.json',
  },
  {
    name: 'mfe_chat',
    title: 'Chat',
    prefixes: ['/chat'],
    defaultManifest: 'http://localhost:3006/mf-manifest.json',
  },
];

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
