import { insertRows, type Row } from './bulk';
import { author, type SeedContext } from './context';
import { addDays, parisInstant } from '../../domain/dates';
import { streams } from './random';
import { DEFAULT_SUPPORT_EMAIL } from '../../config';

const LINES = [
  'Bonjour, le coursier est-il en route ?',
  'Oui, arrivée prévue dans 15 minutes.',
  'Merci de passer par le quai arrière.',
  'Colis récupéré, en cours de livraison.',
  'Pouvez-vous ajouter une levée demain à 16h ?',
  'C’est noté, je l’ajoute au planning.',
  'Le destinataire était absent, avis de passage déposé.',
  'Livraison effectuée, signée par l’accueil.',
  'Retard de 10 minutes à cause des travaux.',
  'Parfait, merci !',
  'Qui peut remplacer sur la tournée de jeudi ?',
  'Je m’en occupe.',
  'Facture du mois reçue, merci.',
  'Attention, fermeture exceptionnelle vendredi après-midi.',
];

/** Rooms (client group chats and internal rooms), direct chats, messages, read marks, tickets. */
export async function seedChat(ctx: SeedContext): Promise<void> {
  const { db, sizes, today, now } = ctx;
  const { rng } = streams('chat');
  const staff = ctx.staffIds;

  const cfrByClient = new Map<number, number[]>();
  for (const u of ctx.cfrUsers) {
    const list = cfrByClient.get(u.clientId) ?? [];
    list.push(u.id);
    cfrByClient.set(u.clientId, list);
  }
  const roomClients = rng.sample(
    [...cfrByClient.keys()].sort((a, b) => a - b),
    sizes.clientRooms,
  );
  const clientName = new Map(ctx.clients.map((c) => [c.id, c.name]));

  const rooms: Row[] = [];
  const members: Row[] = [];
  const cfrRooms: Row[] = [];
  interface Conversation {
    roomId: number | null;
    chatId: number | null;
    staff: number[];
    cfr: number[];
  }
  const conversations: Conversation[] = [];

  for (const clientId of roomClients) {
    const id = rooms.length + 1;
    rooms.push({
      id,
      client_id: clientId,
      name: `${clientName.get(clientId)} – coursiers`,
      activity_status: 'active',
      created_by: author(ctx, rng),
    });
    const cfr = cfrByClient.get(clientId) ?? [];
    for (const u of cfr) cfrRooms.push({ cfr_user_id: u, room_id: id });
    const roomStaff = rng.sample(staff, rng.int(1, 3)).sort((a, b) => a - b);
    for (const u of roomStaff)
      members.push({ room_id: id, user_id: u, joined_at: parisInstant(addDays(today, -90), 9 * 60) });
    conversations.push({ roomId: id, chatId: null, staff: roomStaff, cfr });
  }
  for (const name of [
    'Exploitation',
    'Dispatch',
    'Support',
    'Direction',
    'Flotte',
    'Facturation',
    'RH',
    'Commercial',
    'Nuit',
    'Week-end',
  ].slice(0, sizes.internalRooms)) {
    const id = rooms.length + 1;
    rooms.push({
      id,
      client_id: null,
      name,
      activity_status: name === 'Week-end' ? 'inactive' : 'active',
      created_by: author(ctx, rng),
    });
    const roomStaff = rng.sample(staff, Math.min(staff.length, rng.int(3, 8))).sort((a, b) => a - b);
    for (const u of roomStaff)
      members.push({ room_id: id, user_id: u, joined_at: parisInstant(addDays(today, -120), 9 * 60) });
    conversations.push({ roomId: id, chatId: null, staff: roomStaff, cfr: [] });
  }

  // Direct chats: some pairs of staff users, and each staff user with a few cfr users.
  const chats: Row[] = [];
  if (staff.length) {
    for (let i = 0; i < staff.length; i++) {
      for (let j = i + 1; j < staff.length; j++) {
        if (!rng.chance(0.25)) continue;
        const [a, b] = [staff[i] as number, staff[j] as number].sort((x, y) => x - y) as [number, number];
        const id = chats.length + 1;
        chats.push({ id, user_id: a, other_user_id: b, cfr_user_id: null });
        conversations.push({ roomId: null, chatId: id, staff: [a, b], cfr: [] });
      }
    }
    const perStaff = ctx.size === 'small' ? 2 : 20;
    for (const u of staff) {
      for (const c of rng.sample(ctx.cfrUsers, perStaff).sort((a, b) => a.id - b.id)) {
        const id = chats.length + 1;
        chats.push({ id, user_id: u, other_user_id: null, cfr_user_id: c.id });
        conversations.push({ roomId: null, chatId: id, staff: [u], cfr: [c.id] });
      }
    }
  }

  // Messages spread over the last 30 days, ids in time order.
  const drafts: {
    c: Conversation;
    at: number;
    staffSender: number | null;
    cfrSender: number | null;
    body: string;
  }[] = [];
  const talking = conversations.filter((c) => c.staff.length + c.cfr.length > 0);
  const startMs = parisInstant(addDays(today, -30), 7 * 60).getTime();
  const span = Math.max(1, now.getTime() - startMs);
  for (let i = 0; talking.length && i < sizes.messages; i++) {
    const c = rng.pick(talking);
    const fromStaff = c.cfr.length === 0 || (c.staff.length > 0 && rng.chance(0.5));
    drafts.push({
      c,
      at: startMs + Math.floor(rng.next() * span),
      staffSender: fromStaff ? rng.pick(c.staff) : null,
      cfrSender: fromStaff ? null : rng.pick(c.cfr),
      body: rng.pick(LINES),
    });
  }
  drafts.sort((a, b) => a.at - b.at);
  const messages: Row[] = drafts.map((d, i) => ({
    id: i + 1,
    room_id: d.c.roomId,
    chat_id: d.c.chatId,
    sender_user_id: d.staffSender,
    sender_cfr_user_id: d.cfrSender,
    body: d.body,
    sent_at: new Date(d.at),
  }));

  // Last message of each conversation, and read marks (some behind, so unread counts show).
  const byConversation = new Map<Conversation, number[]>();
  messages.forEach((m, i) => {
    const c = (drafts[i] as (typeof drafts)[number]).c;
    const list = byConversation.get(c) ?? [];
    list.push(m.id as number);
    byConversation.set(c, list);
  });
  const reads: Row[] = [];
  for (const [c, ids] of byConversation) {
    const lastAt = (messages[(ids[ids.length - 1] as number) - 1] as Row).sent_at;
    const target = c.roomId ? (rooms[c.roomId - 1] as Row) : (chats[(c.chatId as number) - 1] as Row);
    target.last_message_at = lastAt;
    const readers = [
      ...c.staff.map((u) => ({ user_id: u, cfr_user_id: null })),
      ...c.cfr.slice(0, 20).map((u) => ({ user_id: null, cfr_user_id: u })),
    ];
    for (const reader of readers) {
      if (!rng.chance(0.8)) continue;
      const upTo = rng.chance(0.6) ? ids.length - 1 : rng.int(0, ids.length - 1);
      const messageId = ids[upTo] as number;
      reads.push({
        ...reader,
        room_id: c.roomId,
        chat_id: c.chatId,
        last_read_message_id: messageId,
        last_read_at: (messages[messageId - 1] as Row).sent_at,
      });
    }
  }

  await insertRows(
    db,
    'rooms',
    {
      id: 'int4',
      client_id: 'int4',
      name: 'text',
      activity_status: 'text',
      created_by: 'int4',
      last_message_at: 'timestamptz',
    },
    rooms,
  );
  await insertRows(
    db,
    'room_members',
    { room_id: 'int4', user_id: 'int4', joined_at: 'timestamptz' },
    members,
  );
  await insertRows(db, 'cfr_user_rooms', { cfr_user_id: 'int4', room_id: 'int4' }, cfrRooms);
  await insertRows(
    db,
    'chats',
    {
      id: 'int4',
      user_id: 'int4',
      other_user_id: 'int4',
      cfr_user_id: 'int4',
      last_message_at: 'timestamptz',
    },
    chats,
  );
  await insertRows(
    db,
    'messages',
    {
      id: 'int4',
      room_id: 'int4',
      chat_id: 'int4',
      sender_user_id: 'int4',
      sender_cfr_user_id: 'int4',
      body: 'text',
      sent_at: 'timestamptz',
    },
    messages,
  );
  await insertRows(
    db,
    'message_reads',
    {
      user_id: 'int4',
      cfr_user_id: 'int4',
      room_id: 'int4',
      chat_id: 'int4',
      last_read_message_id: 'int4',
      last_read_at: 'timestamptz',
    },
    reads,
  );

  const tickets: Row[] = [];
  for (let i = 0; i < (ctx.size === 'small' ? 10 : 200); i++) {
    const userId = author(ctx, rng);
    const subject = rng.pick([
      'Impossible d’exporter le planning',
      'Question sur une facture',
      'Accès refusé à la page Finance',
      'Photo de coursier qui ne s’affiche pas',
      'Demande de nouvelle fonctionnalité',
    ]);
    const sentAt = parisInstant(addDays(today, -rng.int(0, 60)), rng.int(8 * 60, 19 * 60));
    // Tickets of more than two weeks ago were handled (by their sender, the next day); the rest are open.
    const handled = sentAt.getTime() < parisInstant(addDays(today, -14), 0).getTime();
    tickets.push({
      user_id: userId,
      subject,
      body: 'Bonjour,\n\nPouvez-vous regarder ce problème ?\n\nMerci.',
      to_email: DEFAULT_SUPPORT_EMAIL,
      sent_at: sentAt,
      closed_at: handled ? new Date(sentAt.getTime() + 86_400_000) : null,
      closed_by: handled ? userId : null,
    });
  }
  await insertRows(
    db,
    'tickets',
    {
      user_id: 'int4',
      subject: 'text',
      body: 'text',
      to_email: 'text',
      sent_at: 'timestamptz',
      closed_at: 'timestamptz',
      closed_by: 'int4',
    },
    tickets,
  );
}
