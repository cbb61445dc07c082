/** The text searches of the lists: `like` patterns on lower-cased search columns. */
import { sql } from 'kysely';

/** `%term%` for `like` on a lower-cased search column, with the wildcards of the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(x) like pattern escape '\'`. */
export const likeEscaped = (column: string, pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern}`;
