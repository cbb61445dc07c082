import type { Translation } from '@courier/shared';
import type { timeline as en } from '../en/timeline';

/** Les phrases de l’historique d’un coursier (mêmes ids et mêmes valeurs qu’en anglais). */
export const timeline: Translation<typeof en> = {
  'workers.timeline.created': 'Coursier créé : {shortCode} {name}',
  'workers.timeline.updated': 'Modifié : {fields}',
  'workers.timeline.deactivated': 'Rendu inactif ; modifié : {fields}',
  'workers.timeline.reactivated': 'Rendu de nouveau actif ; modifié : {fields}',
  'workers.timeline.photo_uploaded': '{named, select, yes {Photo mise à jour ({fileName})} other {Photo mise à jour}}',
  'workers.timeline.vehicle_assigned': 'Véhicule {vehicle} attribué',
  'workers.timeline.vehicle_dissociated': 'Véhicule {vehicle} rendu',
  'workers.timeline.shift_deleted': 'Tournée {shiftId} du {date} ({startTime}–{endTime}, client {clientId}) supprimée : {comment}',
  'workers.timeline.shift_unproductive': 'Tournée {shiftId} du {date} passée en improductive : {comment}',
  'workers.timeline.shift_productive': 'Tournée {shiftId} du {date} repassée en productive : {comment}',
  'workers.timeline.worker_time_deleted': 'Temps travaillé {workerTimeId} du {date} supprimé : {comment}',
  'workers.timeline.kind.shift_deleted': 'Tournée supprimée',
  'workers.timeline.kind.shift_unproductive': 'Tournée improductive',
  'workers.timeline.kind.shift_productive': 'Tournée productive',
  'workers.timeline.kind.worker_time_deleted': 'Temps travaillé supprimé',
  'workers.timeline.field.activityStatus': 'Statut',
  'workers.timeline.field.leftOn': 'Date de départ',
};
