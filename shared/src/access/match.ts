import { ACCESS_TABLE, PENDING_API, PUBLIC_API, type AccessRule } from './table';

/** Upper-cases and trims a role list (the cookie may hold lower-case values). */
export function normalizeRoles(roles: readonly string[] | null | undefined): string[] {
  return (roles ?? []).map((r) => r.trim().toUpperCase()).filter(Boolean);
}

function segments(path: string): string[] {
  return path.split('?')[0].replace(/^\/+|\/+$/g, '').split('/');
}

const isParam = (segment: string) => /^\[[^\]]+\]$/.test(segment);

/** Segments of a pattern against those of a path: bracketed ones match any value. */
const sameShape = (p: readonly string[], s: readonly string[]) =>
  p.length === s.length && p.every((seg, i) => isParam(seg) || seg === s[i]);

/** A pattern with bracketed segments matches any value with the same number of segments. */
export function matchPattern(pattern: string, path: string): boolean {
  return sameShape(segments(pattern), segments(path));
}

type Kind = 'pages' | 'api';

/** A table's patterns of one kind, read once: exact paths by their text, bracketed ones by segments. */
interface KindIndex {
  exact: Map<string, AccessRule[]>;
  bracketed: { segments: string[]; rule: AccessRule }[];
  /** The governing rules of the paths asked so far (bounded: page paths hold ids). */
  asked: Map<string, readonly AccessRule[]>;
}

const ASKED_MAX = 2000;
const indexes = new WeakMap<readonly AccessRule[], Record<Kind, KindIndex>>();

function indexKind(kind: Kind, table: readonly AccessRule[]): KindIndex {
  const index: KindIndex = { exact: new Map(), bracketed: [], asked: new Map() };
  for (const rule of table) {
    for (const pattern of rule[kind]) {
      const p = segments(pattern);
      if (p.some(isParam)) {
        index.bracketed.push({ segments: p, rule });
        continue;
      }
      const key = p.join('/');
      const rules = index.exact.get(key) ?? [];
      if (!rules.includes(rule)) rules.push(rule);
      index.exact.set(key, rules);
    }
  }
  return index;
}

function indexOf(kind: Kind, table: readonly AccessRule[]): KindIndex {
  let both = indexes.get(table);
  if (!both) {
    both = { pages: indexKind('pages', table), api: indexKind('api', table) };
    indexes.set(table, both);
  }
  return both[kind];
}

/**
 * The rules that govern a path. Exact patterns win over bracketed ones, so that
 * `workers/getWorkersLight` is governed by its own rule and not by `workers/[id]`.
 * Read from the table's index, not the table: every API call, link and route change asks.
 */
function governingRules(kind: Kind, path: string, table: readonly AccessRule[]): readonly AccessRule[] {
  const index = indexOf(kind, table);
  const s = segments(path);
  const key = s.join('/');
  const known = index.asked.get(key);
  if (known) return known;
  let rules: AccessRule[] | undefined = index.exact.get(key);
  if (!rules) {
    rules = [];
    for (const { segments: p, rule } of index.bracketed) {
      if (sameShape(p, s) && !rules.includes(rule)) rules.push(rule);
    }
  }
  if (index.asked.size >= ASKED_MAX) index.asked.clear();
  index.asked.set(key, rules);
  return rules;
}

function allows(rules: readonly AccessRule[], roles: readonly string[] | null | undefined): boolean {
  const held = normalizeRoles(roles);
  return rules.some((r) => r.roles.length === 0 || r.roles.some((role) => held.includes(role)));
}

/** True when a known page pattern covers this path. */
export function isKnownPage(path: string, table: readonly AccessRule[] = ACCESS_TABLE): boolean {
  return governingRules('pages', path, table).length > 0;
}

/** May a signed-in user with these roles open this page? */
export function canAccessPage(
  path: string,
  roles: readonly string[] | null | undefined,
  table: readonly AccessRule[] = ACCESS_TABLE,
): boolean {
  return allows(governingRules('pages', path, table), roles);
}

export type ApiAccess = 'public' | 'pending' | 'signed-in' | 'role' | 'unknown';

/** What it takes to call an API path (without the /api prefix). */
export function apiAccessLevel(path: string, table: readonly AccessRule[] = ACCESS_TABLE): ApiAccess {
  const clean = segments(path).join('/');
  if ((PUBLIC_API as readonly string[]).includes(clean)) return 'public';
  if ((PENDING_API as readonly string[]).includes(clean)) return 'pending';
  const rules = governingRules('api', clean, table);
  if (rules.length === 0) return 'unknown';
  return rules.some((r) => r.roles.length === 0) ? 'signed-in' : 'role';
}

/** May a fully signed-in user with these roles call this API path? */
export function canCallApi(
  path: string,
  roles: readonly string[] | null | undefined,
  table: readonly AccessRule[] = ACCESS_TABLE,
): boolean {
  const level = apiAccessLevel(path, table);
  if (level === 'public' || level === 'pending' || level === 'signed-in') return true;
  if (level === 'unknown') return false;
  return allows(governingRules('api', segments(path).join('/'), table), roles);
}

/** The roles that open an API path ([] = any signed-in user). */
export function apiRoles(path: string, table: readonly AccessRule[] = ACCESS_TABLE): string[] {
  const rules = governingRules('api', segments(path).join('/'), table);
  if (rules.some((r) => r.roles.length === 0)) return [];
  return [...new Set(rules.flatMap((r) => r.roles))];
}

/** Every API pattern of the table, once. */
export function allApiPatterns(table: readonly AccessRule[] = ACCESS_TABLE): string[] {
  return [...new Set([...PUBLIC_API, ...PENDING_API, ...table.flatMap((r) => r.api)])];
}
