/** How the values of rows are written in answers: instants as ISO text, a person's name. */

export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? iso(d) : null);

/** A worker's display name. */
export const fullName = (first: string, last: string): string => `${first} ${last}`;
