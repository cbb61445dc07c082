import { randomUUID } from 'node:crypto';
import { api } from '../../src/shared';
import { addDays } from './prepare';
import { type Kind, post, pick, maybe, int, versionOf, staleContacts, staleWorkers } from './requests';

/** Writes: WRITE_SHARE of the requests, by weight. */
export const WRITES: Kind[] = [
  {
    route: api.clients.addComment.path,
    weight: 3,
    make: (p) =>
      post(api.clients.addComment.path, {
        clientId: pick(p.clientIds),
        comment: `Bench comment ${randomUUID().slice(0, 8)}`,
      }),
  },
  {
    route: api.finance.addNote.path,
    weight: 1,
    make: (p) =>
      p.invoiceClients.length
        ? post(api.finance.addNote.path, {
            clientId: pick(p.invoiceClients).id,
            note: `Bench call ${randomUUID().slice(0, 8)}`,
          })
        : null,
  },
  {
    route: api.chat.sendMessage.path,
    weight: 3,
    make: (p) =>
      p.rooms.length
        ? post(api.chat.sendMessage.path, {
            roomId: pick(p.rooms).id,
            text: `Bench message ${randomUUID().slice(0, 8)}`,
            clientKey: randomUUID(),
          })
        : null,
  },
  {
    // Same date to another active worker, or the next day for the same one: a planner's drag.
    route: api.planning.moveShift.path,
    weight: 2,
    make: (p) => {
      if (!p.shifts.length) return null;
      const s = pick(p.shifts);
      const other = maybe(0.5);
      return post(api.planning.moveShift.path, {
        shiftId: s.id,
        targetWorkerId: other ? pick(p.activeWorkerIds) : s.workerId,
        targetDate: other ? s.date : addDays(s.date, 1),
      });
    },
    after: (p, req, status) => {
      if (status !== 200) return;
      const b = req.body as { shiftId: number; targetWorkerId: number; targetDate: string };
      const s = p.shifts.find((x) => x.id === b.shiftId);
      if (s) {
        s.workerId = b.targetWorkerId;
        s.date = b.targetDate;
        // Keep it within the pool's two weeks.
        if (s.date > addDays(p.today, 14)) s.date = addDays(s.date, -7);
      }
    },
  },
  {
    route: api.clients.updateClientContact.path,
    weight: 2,
    make: (p) => {
      if (!p.contacts.length) return null;
      const c = pick(p.contacts);
      return post(
        api.clients.updateClientContact.path,
        { clientId: c.clientId, version: c.version, name: c.name, position: `Bench ${int(1, 999)}` },
        { editedContact: c.id },
      );
    },
    after: (p, req, status, body) => {
      const id = Number(new URLSearchParams(req.path.split('?')[1]).get('editedContact'));
      const c = p.contacts.find((x) => x.id === id);
      const v = versionOf(body);
      if (c && status === 200 && v !== undefined) c.version = v;
      if (c && status === 409) staleContacts.add(c.id);
    },
  },
  {
    route: api.workers.updateWorkerData.path,
    weight: 2,
    make: (p) => {
      const id = pick(p.workerIds);
      return post(api.workers.updateWorkerData.path, {
        id,
        version: p.workerVersions[id],
        comment: `Bench ${int(1, 999_999)}`,
      });
    },
    after: (p, req, status, body) => {
      const id = (req.body as { id: number }).id;
      const v = versionOf(body);
      if (status === 200 && v !== undefined) p.workerVersions[id] = v;
      if (status === 409) staleWorkers.add(id);
    },
  },
];
