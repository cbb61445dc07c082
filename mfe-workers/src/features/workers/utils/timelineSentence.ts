import type { MessageId } from '../../../i18n';

type Values = Record<string, string | number>;
type Data = Record<string, unknown>;
type Translate = (id: MessageId, values?: Values) => string;

export interface TimelineEvent {
  kind: string;
  /** The English sentence the API wrote: shown for old events and unknown kinds. */
  summary: string;
  data?: unknown;
}

/** A changed field of the worker (the API's body field) as the form names it. */
const FIELD_LABELS: Record<string, MessageId> = {
  firstName: 'workers.field.firstName',
  lastName: 'workers.field.lastName',
  companyId: 'workers.field.company',
  agencyId: 'workers.field.agency',
  teamId: 'workers.field.team',
  eluId: 'workers.field.elu',
  email: 'workers.field.email',
  phone: 'workers.field.phone',
  birthDate: 'workers.field.birthDate',
  hiredOn: 'workers.field.hiredOn',
  address: 'workers.field.address',
  postalCode: 'workers.field.postalCode',
  city: 'workers.field.city',
  comment: 'workers.field.comment',
  activityStatus: 'workers.timeline.field.activityStatus',
  leftOn: 'workers.timeline.field.leftOn',
};

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : undefined);

/** The values a kind's sentence needs, from the event's data; undefined when one is missing. */
function pick(data: Data, keys: string[]): Values | undefined {
  const values: Values = {};
  for (const key of keys) {
    const v = text(data[key]);
    if (v === undefined) return undefined;
    values[key] = v;
  }
  return values;
}

/**
 * Each known kind: its message and how its values come from `data` (dates in the reader's
 * format, field names in the reader's words).
 */
const SENTENCES: Record<string, (data: Data, t: Translate, date: (d: string) => string) => Values | undefined> = {
  created: (d) => pick(d, ['shortCode', 'name']),
  updated: (d, t) => changedFields(d, t),
  deactivated: (d, t) => changedFields(d, t),
  reactivated: (d, t) => changedFields(d, t),
  photo_uploaded: (d) =>
    'fileName' in d ? { named: text(d.fileName) ? 'yes' : 'no', fileName: text(d.fileName) ?? '' } : undefined,
  vehicle_assigned: (d) => (text(d.vehicleShortCode) ? { vehicle: text(d.vehicleShortCode)! } : undefined),
  vehicle_dissociated: (d) => (text(d.vehicleShortCode) ? { vehicle: text(d.vehicleShortCode)! } : undefined),
  shift_deleted: (d, _t, date) => dated(pick(d, ['shiftId', 'date', 'startTime', 'endTime', 'clientId', 'comment']), date),
  shift_unproductive: (d, _t, date) => dated(pick(d, ['shiftId', 'date', 'comment']), date),
  shift_productive: (d, _t, date) => dated(pick(d, ['shiftId', 'date', 'comment']), date),
  worker_time_deleted: (d, _t, date) => dated(pick(d, ['workerTimeId', 'date', 'comment']), date),
  contract_set: (d, t, date) =>
    text(d.contractKind)
      ? {
          contractKind: t(`workers.contract.kind.${String(d.contractKind)}` as MessageId),
          endDate: text(d.endDate) ? date(String(d.endDate)) : 'none',
        }
      : undefined,
  document_added: (d, t) => documentKind(d, t),
  document_updated: (d, t) => documentKind(d, t),
  document_deleted: (d, t) => documentKind(d, t),
};

function documentKind(data: Data, t: Translate): Values | undefined {
  return text(data.documentKind) ? { documentKind: t(`workers.documentKind.${String(data.documentKind)}` as MessageId) } : undefined;
}

function changedFields(data: Data, t: Translate): Values | undefined {
  if (!Array.isArray(data.fields)) return undefined;
  const names = data.fields.map((f) => (FIELD_LABELS[String(f)] ? t(FIELD_LABELS[String(f)]) : String(f)));
  return { fields: names.join(', ') };
}

function dated(values: Values | undefined, date: (d: string) => string): Values | undefined {
  return values && { ...values, date: date(String(values.date)) };
}

/**
 * The event's sentence in the reader's language, from its kind's message and the values stored
 * in its `data`; the API's English summary for old events (without those values) and unknown kinds.
 */
export function timelineSentence(event: TimelineEvent, t: Translate, date: (d: string) => string): string {
  const sentence = Object.hasOwn(SENTENCES, event.kind) ? SENTENCES[event.kind] : undefined;
  const data = event.data && typeof event.data === 'object' ? (event.data as Data) : undefined;
  const values = sentence && data ? sentence(data, t, date) : undefined;
  return values ? t(`workers.timeline.${event.kind}` as MessageId, values) : event.summary;
}
