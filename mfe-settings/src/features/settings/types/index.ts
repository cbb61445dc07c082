import type { ReactNode } from 'react';
import type { Endpoint, Formatters, ListColumn, ListStateOptions } from '@courier/shared';
import type { T } from '../../../i18n';

/** What a list's description is written with: the area's words and the page's formats. */
export interface Words {
  t: T;
  f: Formatters;
}

/** The values of an item's form: every input as text (selects hold ids as text). */
export type FormValues = Record<string, string>;

/** Options of a select: fixed, or read from a reference call of the contract. */
export type FieldOptions =
  | { values: readonly { value: string; label: string }[] }
  | {
      endpoint: Endpoint;
      query?: unknown;
      toOptions: (rows: unknown) => { value: string; label: string }[];
    };

/** One input of an item's form. */
export interface FieldDescription {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'number' | 'date' | 'select';
  required?: boolean;
  maxLength?: number;
  /** What the value must look like (checked before sending; the server checks again). */
  pattern?: { regex: RegExp; message: string };
  description?: string;
  /** How the value is sent: text (empty -> null), a number, an id, or a yes/no select as true/false. */
  type?: 'string' | 'number' | 'upper' | 'boolean';
  options?: FieldOptions;
  /** The field cannot change for this row (a prefix carried by workers). */
  locked?: (row: Record<string, unknown>) => string | null;
  /** The form value of a row (default: the row's field of the same name). */
  value?: (row: Record<string, unknown>) => string;
  /** A check across fields (the last day after the first). */
  validate?: (value: string, values: FormValues) => string | null;
}

/** A filter of a list, beyond the search: a select kept in the address. */
export interface FilterDescription {
  /** The address parameter and the call's query field. */
  name: string;
  label: string;
  options: FieldOptions;
}

/**
 * One settings list, described once: its calls, columns, form and filters. The generic
 * editor (components/ReferenceListEditor) builds the page from it.
 */
export interface ListDescription<
  Row extends { id: number; version: number } = { id: number; version: number },
> {
  /** Its `?list=` value (the URL prefix of its calls). */
  key: string;
  title: string;
  description: string;
  noun: readonly [string, string];
  /** The grammatical gender of the noun in the page's language (`f`, `m`; English: `other`). */
  gender: string;
  get: Endpoint;
  add: Endpoint;
  update: Endpoint;
  /** `activity`: the activity status filter and toggle; `status`: a status select of its own. */
  status: { kind: 'activity' } | { kind: 'status'; label: string; values: readonly string[] };
  filters?: readonly FilterDescription[];
  columns: readonly ListColumn<Row>[];
  fields: readonly FieldDescription[];
  /** The text a row is named by (confirmations, search). */
  label: (row: Row) => string;
  /** Shown beside the form while editing (home messages: the landing page's look). */
  preview?: (values: FormValues) => ReactNode;
  /** The list's address state (module constant). */
  listState: ListStateOptions<string, Record<string, string>>;
}

/**
 * A reference list shown but not edited here, and why (profiles give roles; companies are the
 * worker companies): its call, columns, and where it is changed.
 */
export interface ReadOnlyListDescription<Row = Record<string, unknown>> {
  key: string;
  title: string;
  description: string;
  noun: readonly [string, string];
  get: Endpoint;
  /** The list has an activity status (its filter is shown). */
  activity: boolean;
  columns: readonly ListColumn<Row>[];
  /** Why it cannot be edited on this page. */
  why: string;
  /** Where it is changed instead, when that is a page of the portal. */
  editedIn?: { label: string; href: string };
  listState: ListStateOptions<string, Record<string, string>>;
}
