let started: Promise<void> | null = null;

/**
 * Warms the browser cache with the portal's first files while the user is still signing in, so
 * the full page load into the portal that follows is quick: the scripts and styles its
 * index.html names, the shared libraries its manifest names, and each area's Today part (the
 * `./contributions` module of its manifest, with its chunks). Every area's: the roles are not
 * known yet, and code shows nothing (the portal shows what the roles allow). Once per page; a
 * failure only means the portal loads without the head start.
 */
export function prefetchPortal(indexUrl = '/'): Promise<void> {
  started ??= Promise.all([prefetchIndex(indexUrl), prefetchAreas()]).then(() => undefined);
  return started;
}

let entryScripts: Promise<string[]> | null = null;

/** The scripts the portal's index.html runs (its entry), read once; none when it cannot be read. */
export function portalEntryScripts(indexUrl = '/'): Promise<string[]> {
  entryScripts ??= fetch(indexUrl, { headers: { Accept: 'text/html' } })
    .then(async (res) => {
      if (!res.ok) return { scripts: [], files: [] };
      const html = new DOMParser().parseFromString(await res.text(), 'text/html');
      const attribute = (name: string) => (element: Element) => element.getAttribute(name) ?? '';
      const scripts = Array.from(html.querySelectorAll('script[src]'), attribute('src'));
      const links = Array.from(html.querySelectorAll('link[rel=preload], link[rel=stylesheet]'), attribute('href'));
      return { scripts, files: [...scripts, ...links] };
    })
    .then(({ scripts, files }) => {
      for (const href of new Set(files)) if (href) prefetchFile(href);
      return scripts.filter(Boolean);
    })
    .catch((error: unknown) => {
      console.debug('[sign-in] the portal could not be prefetched', error);
      return [];
    });
  return entryScripts;
}

async function prefetchIndex(indexUrl: string): Promise<void> {
  await portalEntryScripts(indexUrl);
}

interface ManifestAssets {
  assets?: { js?: { sync?: string[] } };
}
interface Manifest {
  shared?: ManifestAssets[];
  exposes?: (ManifestAssets & { name?: string })[];
}

const readJson = async (url: string): Promise<unknown> => {
  const res = await fetch(url, { cache: 'no-cache' });
  return res.ok ? res.json() : null;
};
const syncFiles = (part: ManifestAssets | undefined) => part?.assets?.js?.sync ?? [];

/** The shell's shared libraries, then each area's `./contributions` (files next to its manifest: `publicPath: auto`). */
async function prefetchAreas(): Promise<void> {
  try {
    const shellManifest = new URL('/mf-manifest.json', window.location.href);
    const [shell, remotes] = (await Promise.all([readJson(shellManifest.href), readJson('/remotes.json')])) as [
      Manifest | null,
      Record<string, unknown> | null,
    ];
    for (const file of (shell?.shared ?? []).flatMap(syncFiles)) prefetchFile(new URL(file, shellManifest).href);
    const manifests = Object.values(remotes ?? {}).filter((url): url is string => typeof url === 'string');
    await Promise.all(
      manifests.map(async (url) => {
        const manifestUrl = new URL(url, window.location.href);
        const manifest = (await readJson(manifestUrl.href)) as Manifest | null;
        const contributions = manifest?.exposes?.find((e) => e.name === 'contributions');
        for (const file of syncFiles(contributions)) prefetchFile(new URL(file, manifestUrl).href);
      }),
    );
  } catch (error) {
    console.debug('[sign-in] the areas could not be prefetched', error);
  }
}

const asked = new Set<string>();

/**
 * This origin's files as prefetch links; another origin's (an area's server) by a request
 * like the script tag's that will load it (no-cors, cookies included), which the page's
 * policy allows (connect-src lists the remotes) where a prefetch link is not.
 */
function prefetchFile(href: string): void {
  const url = new URL(href, window.location.href);
  if (asked.has(url.href)) return;
  asked.add(url.href);
  if (url.origin === window.location.origin) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
    return;
  }
  fetch(url.href, { mode: 'no-cors', credentials: 'include', priority: 'low' } as RequestInit)
    .then((res) => res.blob())
    .catch((error: unknown) => console.debug('[sign-in] could not prefetch', url.href, error));
}

/** Tests only: lets the next call prefetch again. */
export function resetPrefetchPortal(): void {
  started = null;
  entryScripts = null;
  asked.clear();
}
