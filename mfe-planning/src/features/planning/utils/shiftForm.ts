import type { CreateShiftBody, UpdateShiftBody } from '../api';
import type { ShiftDetail, ShiftMission } from '../types';
import { translate } from '../../../i18n';

/**
 * The fields a new shift and an edited one share, named as the body's fields so that the
 * server's errors land on them.
 */
export interface ShiftFieldValues {
  clientId: string | null;
  shiftTypeId: string | null;
  startTime: string;
  endTime: string;
  comment: string;
}

/** A mission as typed: a number input gives `''` while empty. */
export interface MissionValues {
  name: string;
  waypoints: number | string;
  km: number | string;
}

export interface NewShiftValues extends ShiftFieldValues {
  workerId: string | null;
  date: string;
  missions: MissionValues[];
}

export const EMPTY_MISSION: MissionValues = { name: '', waypoints: 0, km: 0 };

/** A number input's value as the body's integer (empty: 0). */
const count = (v: number | string) => Number(v) || 0;

export const missionValues = (m: ShiftMission): MissionValues => ({
  name: m.name,
  waypoints: m.waypoints,
  km: m.km,
});

export const toMission = (m: MissionValues) => ({
  name: m.name,
  waypoints: count(m.waypoints),
  km: count(m.km),
});

/** The form's own word for the one choice the contract would only call a bad id. */
export const chooseClient = (v: ShiftFieldValues): Record<string, string> =>
  v.clientId ? {} : { clientId: translate('shift.chooseClient') };

export function newShiftValues(workerId: number, date: string): NewShiftValues {
  return {
    workerId: String(workerId),
    date,
    clientId: null,
    shiftTypeId: null,
    startTime: '08:00',
    endTime: '12:00',
    comment: '',
    missions: [],
  };
}

export function toCreateShiftBody(v: NewShiftValues): CreateShiftBody {
  return {
    workerId: Number(v.workerId),
    clientId: Number(v.clientId),
    shiftTypeId: v.shiftTypeId ? Number(v.shiftTypeId) : null,
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime,
    comment: v.comment || null,
    missions: v.missions.map(toMission),
  };
}

export function shiftValues(shift: ShiftDetail): ShiftFieldValues {
  return {
    clientId: String(shift.client.id),
    shiftTypeId: shift.shiftType ? String(shift.shiftType.id) : null,
    startTime: shift.startTime,
    endTime: shift.endTime,
    comment: shift.comment ?? '',
  };
}

export function toUpdateShiftBody(shift: ShiftDetail, v: ShiftFieldValues): UpdateShiftBody {
  return {
    id: shift.id,
    version: shift.version,
    clientId: Number(v.clientId),
    shiftTypeId: v.shiftTypeId ? Number(v.shiftTypeId) : null,
    startTime: v.startTime,
    endTime: v.endTime,
    comment: v.comment || null,
  };
}
