import { clientEventSentence, type ClientEventTranslate } from '@courier/shared';
import type { MessageId } from '../../../i18n';
import type { Words } from '../types';
import {
  changesText,
  dated,
  fieldNames,
  isData,
  orNone,
  pick,
  targetName,
  text,
  valueText,
  withFields,
  type Data,
  type Sentence,
  type TrailEvent,
  type Values,
} from './eventValues';
import { PAY_SENTENCES } from './paySentences';

/** The sentences worded by action: the message and its values from the event's data. */
const BY_ACTION: Record<string, [MessageId, Sentence]> = {
  ...PAY_SENTENCES,
  'messagesHome.add': [
    'settings.events.says.messagesHome.add',
    (d, w) =>
      text(d.title) !== undefined ? { title: String(d.title), status: valueText(w, d.status) } : undefined,
  ],
  'messagesHome.update': [
    'settings.events.says.listUpdate',
    (d, w, e) => listUpdate({ ...d, name: d.title }, w, e),
  ],
  'discountCodes.add': [
    'settings.events.says.discountCodes.add',
    (d) => {
      const v = pick(d, ['code', 'kind', 'value']);
      return v && { ...v, amount: Number(v.value) / 100 };
    },
  ],
  'discountCodes.update': [
    'settings.events.says.listUpdate',
    (d, w, e) => {
      const changes = changesText(w, d.changes, (field) => field === 'value' && d.kind === 'amount');
      return text(d.code) !== undefined && changes
        ? { target: targetName(w, e), name: String(d.code), changes }
        : undefined;
    },
  ],
  'finance.updateSeller': [
    'settings.events.says.finance.updateSeller',
    (d, w) => {
      const v = pick(d, ['event', 'legalName', 'siren']);
      return v && { ...v, fields: fieldNames(w, d.fields) ?? '' };
    },
  ],
  'finance.updateSettings': [
    'settings.events.says.finance.updateSettings',
    (d, w) => {
      const v = pick(d, [
        'firstReminderDays',
        'secondReminderDays',
        'formalNoticeDays',
        'recoveryThresholdCents',
      ]);
      const texts = fieldNames(w, d.texts);
      return (
        v && {
          first: v.firstReminderDays,
          second: v.secondReminderDays,
          notice: v.formalNoticeDays,
          threshold: Number(v.recoveryThresholdCents) / 100,
          texts: texts || 'none',
        }
      );
    },
  ],
  'auth.login': [
    'settings.events.says.auth.login',
    (d) => {
      const v = pick(d, ['event', 'ip']);
      return (
        v && {
          ...v,
          device: text(d.device) ?? '',
          failedCodes: Number(d.failedCodes ?? 0),
          next: orNone(d.next),
        }
      );
    },
  ],
  'auth.change_password': [
    'settings.events.says.auth.change_password',
    (d) => ({ sessions: Number(d.sessions ?? 0) }),
  ],
  'auth.second_factor': ['settings.events.says.auth.second_factor', (d) => failedCodes(d)],
  'auth.enrol': ['settings.events.says.auth.enrol', (d) => failedCodes(d)],
  'auth.trust_device': [
    'settings.events.says.auth.trust_device',
    (d) => {
      const v = pick(d, ['device', 'ip', 'days']);
      return v && { ...v, claimed: orNone(d.claimed) };
    },
  ],
  'auth.revoke_device': ['settings.events.says.auth.revoke_device', (d) => pick(d, ['device'])],
  'auth.logout': ['settings.events.says.auth.logout', () => ({})],
  'auth.code_failed': ['settings.events.says.auth.code_failed', (d) => pick(d, ['event', 'ip'])],
  'auth.stepUp': ['settings.events.says.auth.stepUp', (d) => pick(d, ['ip'])],
  'staffUsers.create': ['settings.events.says.staffUsers.create', (d) => login(d, true)],
  'staffUsers.resetPassword': ['settings.events.says.staffUsers.resetPassword', (d) => login(d)],
  'staffUsers.resetTotp': ['settings.events.says.staffUsers.resetTotp', (d) => login(d)],
  'staffUsers.activate': ['settings.events.says.staffUsers.activate', (d) => login(d)],
  'staffUsers.deactivate': ['settings.events.says.staffUsers.deactivate', (d) => login(d)],
  'staffUsers.setRoles': ['settings.events.says.staffUsers.setRoles', (d) => login(d, true)],
  'planning.createShift': [
    'settings.events.says.planning.createShift',
    (d, w) =>
      dated(
        w,
        pick(d, ['shiftId', 'workerId', 'clientId', 'date', 'startTime', 'endTime', 'missions']),
        'date',
      ),
  ],
  'planning.updateShift': [
    'settings.events.says.planning.updateShift',
    (d, w) => withFields(w, d, ['shiftId']),
  ],
  'planning.moveShift': [
    'settings.events.says.planning.moveShift',
    (d, w) =>
      dated(w, pick(d, ['shiftId', 'fromWorkerId', 'fromDate', 'workerId', 'date']), 'fromDate', 'date'),
  ],
  'planning.duplicateShift': [
    'settings.events.says.planning.duplicateShift',
    (d, w) => dated(w, pick(d, ['sourceShiftId', 'shiftId', 'workerId', 'date']), 'date'),
  ],
  'planning.addMission': [
    'settings.events.says.planning.addMission',
    (d) => pick(d, ['missionId', 'name', 'shiftId', 'waypoints', 'km']),
  ],
  'planning.updateMission': [
    'settings.events.says.planning.updateMission',
    (d, w) => withFields(w, d, ['missionId', 'shiftId']),
  ],
  'planning.deleteMission': [
    'settings.events.says.planning.deleteMission',
    (d) => pick(d, ['missionId', 'name', 'shiftId']),
  ],
  'planning.addWorkerTime': ['settings.events.says.planning.workerTime', (d, w) => workerTime(d, w)],
  'planning.editWorkerTime': ['settings.events.says.planning.workerTime', (d, w) => workerTime(d, w)],
  'regularMissions.update': [
    'settings.events.says.regularMissions.update',
    (d, w) => withFields(w, d, ['regularMissionId', 'name']),
  ],
  'regularMissions.toggleActive': [
    'settings.events.says.regularMissions.update',
    (d, w) => withFields(w, d, ['regularMissionId', 'name']),
  ],
  'finance.billing.issue': ['settings.events.says.finance.billing.issue', (d, w) => billingRun(d, w)],
  'vehicles.add': ['settings.events.says.vehicles.add', (d) => pick(d, ['vehicle'])],
  'vehicles.update': ['settings.events.says.vehicles.update', (d, w) => withFields(w, d, ['vehicle'])],
  'vehicles.addComment': ['settings.events.says.vehicles.addComment', (d) => pick(d, ['vehicle', 'comment'])],
  'vehicles.assignVehicle': [
    'settings.events.says.vehicles.assignVehicle',
    (d) => pick(d, ['vehicle', 'worker']),
  ],
  'vehicles.dissociateVehicle': [
    'settings.events.says.vehicles.dissociateVehicle',
    (d) => pick(d, ['vehicle', 'worker']),
  ],
  'chat.addRoom': ['settings.events.says.chat.addRoom', (d) => pick(d, ['room', 'client', 'members'])],
  'chat.addMember': ['settings.events.says.chat.addMember', (d) => pick(d, ['name', 'room'])],
  'chat.joinRoom': ['settings.events.says.chat.joinRoom', (d) => pick(d, ['name', 'room'])],
  'chat.removeMember': ['settings.events.says.chat.removeMember', (d) => pick(d, ['name', 'room'])],
  'chat.startChat': ['settings.events.says.chat.startChat', (d) => pick(d, ['name'])],
  'ticket.closeTicket': ['settings.events.says.ticket.closeTicket', (d) => pick(d, ['subject'])],
  'ticket.sendEmail': [
    'settings.events.says.ticket.sendEmail',
    (d) => {
      const v = pick(d, ['subject', 'to']);
      return v && { ...v, client: orNone(d.client) };
    },
  ],
};

function listUpdate(d: Data, w: Words, e: TrailEvent): Values | undefined {
  const changes = changesText(w, d.changes);
  return text(d.name) !== undefined && changes
    ? { target: targetName(w, e), name: String(d.name), changes }
    : undefined;
}

const failedCodes = (d: Data) =>
  text(d.ip) !== undefined ? { ip: String(d.ip), failedCodes: Number(d.failedCodes ?? 0) } : undefined;

const login = (d: Data, roles = false) =>
  text(d.login) !== undefined
    ? { login: String(d.login), ...(roles ? { roles: orNone(d.roles) } : {}) }
    : undefined;

function workerTime(d: Data, w: Words): Values | undefined {
  const v = dated(w, pick(d, ['workerId', 'date', 'startTime']), 'date');
  return v && { ...v, endTime: text(d.endTime) ?? '…' };
}

function billingRun(d: Data, w: Words): Values | undefined {
  const v = pick(d, ['event', 'month', 'clients']);
  return v && { ...v, month: w.f.month(String(v.month)), clients: Number(v.clients) };
}

/** A settings list's add or edit: `vehicleBrands.add`, `elus.update`... (any list, by its target). */
function listSentence(e: TrailEvent, d: Data, w: Words): string | undefined {
  if (e.action.endsWith('.add') && text(d.name) !== undefined)
    return w.t('settings.events.says.listAdd', { target: targetName(w, e), name: String(d.name) });
  const values = e.action.endsWith('.update') ? listUpdate(d, w, e) : undefined;
  return values && w.t('settings.events.says.listUpdate', values);
}

/** A client's change: the client timeline's own sentence (shared), after the client's code. */
function clientSentence(d: Data, w: Words): string | undefined {
  const event = d.clientEvent;
  if (!isData(event) || typeof event.kind !== 'string') return undefined;
  const sentence = clientEventSentence(w.t as unknown as ClientEventTranslate, {
    kind: event.kind,
    data: event.data,
    summary: '',
  });
  if (!sentence) return undefined;
  return typeof d.businessCode === 'string'
    ? w.t('settings.events.says.client', { businessCode: d.businessCode, sentence })
    : sentence;
}

/** A worker's change: the sentence of the worker's timeline, after the worker's code when kept. */
function workerSentence(d: Data, w: Words): string | undefined {
  const event = d.workerEvent;
  if (!isData(event) || !isData(event.data)) return undefined;
  const data = event.data;
  const kind = String(event.kind);
  let values: Values | undefined;
  if (kind === 'created') values = pick(data, ['shortCode', 'name']);
  else if (kind === 'updated' || kind === 'deactivated' || kind === 'reactivated')
    values = withFields(w, data, []);
  else if (kind === 'photo_uploaded')
    values = { named: text(data.fileName) ? 'yes' : 'no', fileName: text(data.fileName) ?? '' };
  else if (kind === 'shift_deleted')
    values = dated(w, pick(data, ['shiftId', 'date', 'startTime', 'endTime', 'clientId', 'comment']), 'date');
  else if (kind === 'shift_unproductive' || kind === 'shift_productive')
    values = dated(w, pick(data, ['shiftId', 'date', 'comment']), 'date');
  else if (kind === 'worker_time_deleted')
    values = dated(w, pick(data, ['workerTimeId', 'date', 'comment']), 'date');
  else if (kind === 'contract_set' || kind.startsWith('document_')) values = contractValues(data, w);
  if (!values) return undefined;
  const sentence = w.t(`settings.events.says.worker.${kind}` as MessageId, values);
  return typeof d.worker === 'string'
    ? w.t('settings.events.says.worker', { worker: d.worker, sentence })
    : sentence;
}

/** A contract or document change: its kind in the reader's words, its end date when it has one. */
function contractValues(data: Data, w: Words): Values | undefined {
  const kind = text(data.contractKind ?? data.documentKind);
  if (kind === undefined) return undefined;
  const day = text(data.endDate ?? data.expiresOn);
  return {
    kind: w.t(data.contractKind ? 'settings.events.contractKind' : 'settings.events.documentKind', { kind }),
    until: day === undefined ? 'none' : w.f.date(String(day)),
  };
}

function worded(e: TrailEvent, d: Data, w: Words): string | undefined {
  if ('clientEvent' in d) return clientSentence(d, w);
  if ('workerEvent' in d) return workerSentence(d, w);
  const known = Object.hasOwn(BY_ACTION, e.action) ? BY_ACTION[e.action] : undefined;
  if (!known) return listSentence(e, d, w);
  const values = known[1](d, w, e);
  return values && w.t(known[0], values);
}

/**
 * The event's sentence in the reader's language, from its action's message and the values stored
 * with it; the API's English summary for older events (no values), unknown actions, or values
 * the sentence cannot use.
 */
export function eventSentence(e: TrailEvent, w: Words): string {
  if (!isData(e.data)) return e.summary;
  try {
    return worded(e, e.data, w) ?? e.summary;
  } catch {
    return e.summary;
  }
}
