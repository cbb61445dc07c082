/**
 * The facts of each area (federation name, port, route prefixes, roles, pages, navbar link),
 * written once in areas.json so that Node scripts read the same file; this module types it
 * for the apps. Adding an area is one entry there plus its package (docs/adding-an-area.md).
 */
import type { Role } from '../access/roles';
import file from './areas.json';

export interface AreaNavLink {
  /** Place in the navbar: links are sorted by it across areas. */
  order: number;
  /** The label; `{product}` stands for the configured product label. */
  label: string;
  /** Key of the shell's navbar icon. */
  icon: string;
  /** Short text of the landing page's card. */
  summary: string;
}

/** One route prefix of an area, with the role that opens it and its pages. */
export interface AreaSection {
  prefix: string;
  role: Role;
  /** Page patterns of the access table (`/workers/[short_code]`). */
  pages: readonly string[];
  nav?: AreaNavLink;
}

export interface AreaFacts {
  /** The package folder (`mfe-workers`). */
  package: string;
  /** Module Federation name (`mfe_workers`), the key of remotes.json. */
  federationName: string;
  /** Port of its dev server and of `npm start`. */
  port: number;
  title: string;
  sections: readonly AreaSection[];
}

export interface HostFacts {
  package: string;
  federationName: string;
  port: number;
}

interface AreasFile {
  host: HostFacts;
  areas: AreaFacts[];
}

const facts = file as unknown as AreasFile;

/** The shell (host): its package and port. */
export const HOST: HostFacts = facts.host;

/** Every area, in the order of docs/product.md#areas-and-routes. */
export const AREA_FACTS: readonly AreaFacts[] = facts.areas;

/** The route prefixes an area serves. */
export const prefixesOf = (area: AreaFacts): string[] => area.sections.map((s) => s.prefix);

/** Where an area's manifest is when it runs on its local port. */
export const localManifestUrl = (area: AreaFacts): string => `http://localhost:${area.port}/mf-manifest.json`;

/** The pages a role opens, across every area (the access table's `pages`). */
export function pagesOfRole(role: Role): string[] {
  return AREA_FACTS.flatMap((a) => a.sections.filter((s) => s.role === role).flatMap((s) => s.pages));
}

export interface AreaNavEntry extends AreaNavLink {
  href: string;
  area: string;
}

/** The navbar links the areas contribute, in navbar order. */
export function areaNavLinks(): AreaNavEntry[] {
  return AREA_FACTS.flatMap((a) =>
    a.sections.flatMap((s) => (s.nav ? [{ ...s.nav, href: s.prefix, area: a.federationName }] : [])),
  ).sort((x, y) => x.order - y.order);
}
