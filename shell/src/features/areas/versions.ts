import { registerPlugins } from '@module-federation/enhanced/runtime';

/**
 * Version safety between areas deployed on their own: an area built against another major
 * version of a singleton the portal shares (React, the UI kit, the router, the data cache,
 * `@courier/shared`...) is refused before any of its code runs, with a message saying which
 * one, instead of a blank page or a second copy of React. The versions come from the area's
 * mf-manifest.json (`shared`, stamped by the federation preset) and from the shell's own build
 * (`__SHARED_VERSIONS__`, the same preset).
 */
declare const __SHARED_VERSIONS__: Record<string, string> | undefined;

/** The portal's own singleton versions (package -> version); empty outside a build (jest). */
export function portalVersions(): Record<string, string> {
  return typeof __SHARED_VERSIONS__ === 'undefined' ? {} : __SHARED_VERSIONS__;
}

/** The compatible line of a version, as semver's caret reads it: 2.4.1 -> 2.x, 0.1.3 -> 0.1.x. */
export function versionLine(version: string): string {
  const [major = '0', minor = '0'] = version.replace(/^[^\d]*/, '').split('.');
  return major === '0' ? `0.${minor}.x` : `${major}.x`;
}

export interface ManifestShared {
  name: string;
  version: string;
}

/** The package a shared key belongs to (react-dom/client -> react-dom, @courier/shared/core -> @courier/shared). */
function packageOf(key: string, packages: readonly string[]): string | undefined {
  return packages.find((p) => key === p || key.startsWith(`${p}/`));
}

/**
 * Why an area's build cannot run in this portal, or null when every singleton it shares with
 * the portal is on the same major line.
 */
export function versionMismatch(
  shared: readonly ManifestShared[] | undefined,
  portal: Record<string, string> = portalVersions(),
): string | null {
  const packages = Object.keys(portal).sort((a, b) => b.length - a.length);
  for (const entry of shared ?? []) {
    const pkg = packageOf(entry.name, packages);
    if (!pkg || typeof entry.version !== 'string') continue;
    const built = versionLine(entry.version);
    const running = versionLine(portal[pkg]);
    if (built !== running) {
      return `This area was built for ${pkg} ${built}; the portal runs ${running}. It must be rebuilt against the portal's version before it can be shown.`;
    }
  }
  return null;
}

const refusals = new Map<string, string>();

/** The reason an area was refused at its last load, if it was. */
export function refusalOf(name: string): string | undefined {
  return refusals.get(name);
}

let installed = false;

/**
 * A federation runtime plugin of the shell: when a remote's manifest arrives (before its
 * remoteEntry.js is even fetched), compares its singletons with the portal's and, on another
 * major line, fails the load with the reason (kept for the error panel).
 */
export function installVersionCheck(): void {
  if (installed || typeof registerPlugins !== 'function') return;
  installed = true;
  registerPlugins([
    {
      name: 'courier-version-check',
      loadRemoteSnapshot(args) {
        const { moduleInfo, manifestJson } = args as {
          moduleInfo: { name: string };
          manifestJson?: { shared?: ManifestShared[] };
        };
        if (!manifestJson) return args;
        const reason = versionMismatch(manifestJson.shared);
        if (reason) {
          refusals.set(moduleInfo.name, reason);
          throw new Error(`${moduleInfo.name}: ${reason}`);
        }
        refusals.delete(moduleInfo.name);
        return args;
      },
    },
  ]);
}
