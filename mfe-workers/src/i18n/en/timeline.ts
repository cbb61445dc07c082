/**
 * The sentences of a worker's timeline, one per event kind, with the values the API stores in the
 * event's `data` (features/workers/utils/timelineSentence.ts). Old events without those values
 * show the English summary the API wrote.
 */
export const timeline = {
  'workers.timeline.created': 'Worker created: {shortCode} {name}',
  'workers.timeline.updated': 'Changed: {fields}',
  'workers.timeline.deactivated': 'Made inactive; changed: {fields}',
  'workers.timeline.reactivated': 'Made active again; changed: {fields}',
  'workers.timeline.photo_uploaded': '{named, select, yes {Photo updated ({fileName})} other {Photo updated}}',
  'workers.timeline.vehicle_assigned': 'Vehicle {vehicle} assigned',
  'workers.timeline.vehicle_dissociated': 'Vehicle {vehicle} given back',
  'workers.timeline.shift_deleted': 'Shift {shiftId} of {date} ({startTime}–{endTime}, client {clientId}) deleted: {comment}',
  'workers.timeline.shift_unproductive': 'Shift {shiftId} of {date} switched to unproductive: {comment}',
  'workers.timeline.shift_productive': 'Shift {shiftId} of {date} switched back to productive: {comment}',
  'workers.timeline.worker_time_deleted': 'Worker time {workerTimeId} of {date} deleted: {comment}',
  'workers.timeline.kind.shift_deleted': 'Shift deleted',
  'workers.timeline.kind.shift_unproductive': 'Shift unproductive',
  'workers.timeline.kind.shift_productive': 'Shift productive',
  'workers.timeline.kind.worker_time_deleted': 'Worker time deleted',
  'workers.timeline.field.activityStatus': 'Status',
  'workers.timeline.field.leftOn': 'Left on',
} as const;
