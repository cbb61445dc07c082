import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { addNote } from '../../../repositories/finance/notes';

/** POST finance/recovery/addNote {note, clientId}: a note on the client's recovery. */
export default function addNoteRoute(app: FastifyInstance) {
  route(app, api.finance.addNote, (ctx) => addNote(app.db, ctx.auth().user.id, ctx.body));
}
