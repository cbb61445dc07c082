import { insertRows, type Row } from './bulk';
import { creditNoteLinesFromAmounts } from '../migrations/0067_legal_documents';
import { author, type SeedContext } from './context';
import { addDays, daysBetween, firstOfMonth, parisInstant } from '../../domain/dates';
import { streams, type Rng } from './random';

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

function hex(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += '0123456789abcdef'[rng.int(0, 15)];
  return out;
}

export interface ClientInfo {
  id: number;
  active: boolean;
  closed: boolean;
  createdOn: string;
  termDays: number;
  vatBp: number;
  monthly: number;
  badPayer: boolean;
  businessUnitId: number;
  paymentMethodId: number;
  domain: string;
  sites: number[];
  services: number[];
}

/** Clients, contacts, price lists, sites, services, cfr users and banned users. */
export async function seedClients(ctx: SeedContext): Promise<ClientInfo[]> {
  const { db, sizes, today } = ctx;
  const { rng, faker } = streams('clients');
  const clients: Row[] = [];
  const contacts: Row[] = [];
  const priceLists: Row[] = [];
  const sites: Row[] = [];
  const services: Row[] = [];
  const events: Row[] = [];
  const infos: ClientInfo[] = [];
  const inactiveEvery = Math.round(1 / sizes.inactiveClientShare);

  for (let i = 0; i < sizes.clients; i++) {
    const id = i + 1;
    const active = i % inactiveEvery !== 7 % inactiveEvery;
    const closed = !active && rng.chance(0.5);
    const company = faker.company.name();
    const group = rng.chance(0.85) ? rng.pick(ctx.ref.clientGroups) : null;
    const createdOn = addDays(today, -rng.int(40, 3000));
    const city = faker.location.city();
    const info: ClientInfo = {
      id,
      active,
      closed,
      createdOn,
      termDays: rng.pick([30, 30, 30, 45, 60]),
      vatBp: rng.chance(0.95) ? 2000 : 1000,
      monthly: rng.chance(0.1) ? rng.cents(3000, 20000) : rng.cents(150, 3000),
      badPayer: rng.chance(0.12),
      businessUnitId: rng.pick(ctx.ref.businessUnits),
      paymentMethodId: rng.pick(ctx.ref.paymentMethods),
      domain: `${ascii(company).slice(0, 20) || 'client'}${id}.example`,
      sites: [],
      services: [],
    };
    infos.push(info);

    const contactCount = rng.int(1, 4);
    const firstContactId = contacts.length + 1;
    for (let k = 0; k < contactCount; k++) {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      contacts.push({
        id: contacts.length + 1,
        client_id: id,
        name: `${first} ${last}`,
        email: rng.chance(0.95) ? `${ascii(first)}.${ascii(last)}@${info.domain}` : null,
        phone_number: rng.chance(0.8) ? faker.phone.number() : null,
        position: rng.pick([
          'Comptabilité',
          'Direction',
          'Services généraux',
          'Logistique',
          'Assistante de direction',
          null,
        ]),
        client_email_cc: k > 0 && rng.chance(0.4),
        client_email_cc_overdue: rng.chance(0.35),
      });
    }

    const closedAt = closed ? parisInstant(addDays(today, -rng.int(5, 200)), 11 * 60) : null;
    const closedComment = closed
      ? rng.pick([
          'Fin de contrat',
          'Société liquidée',
          'Passé chez un concurrent',
          'Impayés répétés',
          'Déménagement hors zone',
        ])
      : null;
    clients.push({
      id,
      business_code: `CL${String(id).padStart(6, '0')}`,
      name: company,
      legal_name: `${company} ${rng.pick(['SAS', 'SARL', 'SA', 'EURL', 'SCI'])}`,
      client_group_id: group?.id ?? null,
      client_group2_id: group?.group2Id ?? null,
      agency_id: rng.pick(ctx.ref.agencies),
      sales_agent_id: rng.chance(0.9) ? rng.pick(ctx.ref.salesAgents) : null,
      payment_method_id: info.paymentMethodId,
      finance_unit_id: rng.pick(ctx.ref.financeUnits),
      business_unit_id: info.businessUnitId,
      billing_contact_id: rng.chance(0.92) ? firstContactId : null,
      vat_number: `FR${String(rng.int(10, 99))}${String(rng.int(100_000_000, 999_999_999))}`,
      siret: String(rng.int(100_000_000, 999_999_999)) + String(rng.int(10_000, 99_999)),
      email: `contact@${info.domain}`,
      phone: faker.phone.number(),
      address_line1: faker.location.streetAddress(),
      address_line2: rng.chance(0.2) ? `Bâtiment ${rng.pick(['A', 'B', 'C'])}` : null,
      postal_code: faker.location.zipCode(),
      city,
      invoice_frequency: rng.pick(['monthly', 'monthly', 'monthly', 'weekly', 'per_shift']),
      invoice_delivery: rng.chance(0.9) ? 'email' : 'post',
      invoice_language: rng.chance(0.95) ? 'fr' : 'en',
      payment_term_days: info.termDays,
      vat_rate_bp: info.vatBp,
      comment: rng.chance(0.1)
        ? rng.pick([
            'Livraison avant 10h impérative',
            'Accès par le quai arrière',
            'Client sensible, soigner les délais',
            'Badge à récupérer à l’accueil',
          ])
        : null,
      activity_status: active ? 'active' : 'inactive',
      closed_at: closedAt,
      closed_comment: closedComment,
    });
    ctx.clients.push({
      id,
      active,
      agencyId: clients[i]!.agency_id as number,
      name: company,
      businessCode: clients[i]!.business_code as string,
      createdOn,
    });

    for (const listId of rng.sample(ctx.ref.priceLists, rng.int(0, 2)))
      priceLists.push({ client_id: id, price_list_id: listId });

    const siteChance = ctx.size === 'small' ? 0.7 : 0.3;
    if (rng.chance(siteChance)) {
      for (let k = rng.int(1, 2); k > 0; k--) {
        const siteId = sites.length + 1;
        sites.push({
          id: siteId,
          client_id: id,
          name: k === 1 ? 'Siège' : `Site ${faker.location.city()}`,
          address: faker.location.streetAddress(),
          activity_status: 'active',
        });
        info.sites.push(siteId);
      }
    }
    if (rng.chance(siteChance)) {
      for (const name of rng.sample(
        ['Comptabilité', 'Courrier', 'Achats', 'Juridique', 'Accueil', 'Pharmacie'],
        rng.int(1, 2),
      )) {
        const serviceId = services.length + 1;
        services.push({ id: serviceId, client_id: id, name, activity_status: 'active' });
        info.services.push(serviceId);
      }
    }

    events.push({
      client_id: id,
      at: parisInstant(createdOn, 10 * 60),
      user_id: author(ctx, rng),
      kind: 'created',
      summary: 'Compte client créé',
    });
    if (rng.chance(0.25)) {
      events.push({
        client_id: id,
        at: parisInstant(addDays(today, -rng.int(1, 60)), rng.int(8 * 60, 18 * 60)),
        user_id: author(ctx, rng),
        kind: 'comment',
        summary: rng.pick([
          'Appel du client, satisfait du service',
          'Demande de devis pour des navettes',
          'Relance sur les horaires de passage',
          'Nouveau contact ajouté à sa demande',
        ]),
      });
    }
    if (active && rng.chance(0.03)) {
      const closedOn = addDays(today, -rng.int(60, 300));
      events.push({
        client_id: id,
        at: parisInstant(closedOn, 10 * 60),
        user_id: author(ctx, rng),
        kind: 'closed',
        summary: 'Compte fermé : pause saisonnière',
      });
      events.push({
        client_id: id,
        at: parisInstant(addDays(closedOn, rng.int(10, 50)), 10 * 60),
        user_id: author(ctx, rng),
        kind: 'reactivated',
        summary: 'Compte réactivé : reprise d’activité',
      });
    }
    if (closed)
      events.push({
        client_id: id,
        at: closedAt,
        user_id: author(ctx, rng),
        kind: 'closed',
        summary: `Compte fermé : ${closedComment}`,
      });
  }

  await insertRows(
    db,
    'clients',
    {
      id: 'int4',
      business_code: 'text',
      name: 'text',
      legal_name: 'text',
      client_group_id: 'int4',
      client_group2_id: 'int4',
      agency_id: 'int4',
      sales_agent_id: 'int4',
      payment_method_id: 'int4',
      finance_unit_id: 'int4',
      business_unit_id: 'int4',
      billing_contact_id: 'int4',
      vat_number: 'text',
      siret: 'text',
      email: 'text',
      phone: 'text',
      address_line1: 'text',
      address_line2: 'text',
      postal_code: 'text',
      city: 'text',
      invoice_frequency: 'text',
      invoice_delivery: 'text',
      invoice_language: 'text',
      payment_term_days: 'int4',
      vat_rate_bp: 'int4',
      comment: 'text',
      activity_status: 'text',
      closed_at: 'timestamptz',
      closed_comment: 'text',
    },
    clients,
  );
  await insertRows(
    db,
    'client_contacts',
    {
      id: 'int4',
      client_id: 'int4',
      name: 'text',
      email: 'text',
      phone_number: 'text',
      position: 'text',
      client_email_cc: 'bool',
      client_email_cc_overdue: 'bool',
    },
    contacts,
  );
  await insertRows(db, 'client_price_lists', { client_id: 'int4', price_list_id: 'int4' }, priceLists);
  await insertRows(
    db,
    'sites',
    { id: 'int4', client_id: 'int4', name: 'text', address: 'text', activity_status: 'text' },
    sites,
  );
  await insertRows(
    db,
    'services',
    { id: 'int4', client_id: 'int4', name: 'text', activity_status: 'text' },
    services,
  );
  await insertRows(
    db,
    'client_events',
    { client_id: 'int4', at: 'timestamptz', user_id: 'int4', kind: 'text', summary: 'text' },
    events,
  );

  await seedCfrUsers(ctx, infos);
  return infos;
}

async function seedCfrUsers(ctx: SeedContext, infos: ClientInfo[]): Promise<void> {
  const { db, sizes, today } = ctx;
  const { rng, faker } = streams('cfrUsers');
  const activeClients = infos.filter((c) => c.active);
  const users: Row[] = [];
  const sessions: Row[] = [];
  for (let i = 0; i < sizes.cfrUsers; i++) {
    const id = i + 1;
    const client = rng.pick(activeClients);
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const email = `${ascii(first)}.${ascii(last)}.${id}@${client.domain}`;
    const active = rng.chance(0.9);
    const lastLogin =
      active && rng.chance(0.7)
        ? parisInstant(addDays(today, -rng.int(0, 60)), rng.int(7 * 60, 20 * 60))
        : null;
    users.push({
      id,
      email,
      client_id: client.id,
      site_id: client.sites.length && rng.chance(0.7) ? rng.pick(client.sites) : null,
      service_id: client.services.length && rng.chance(0.6) ? rng.pick(client.services) : null,
      first_name: first,
      last_name: last,
      phone: rng.chance(0.6) ? faker.phone.number() : null,
      // Not a real hash: seeded client-side users sign in only after a password reset.
      password_hash: null,
      last_login_at: lastLogin,
      inactivated_at: active ? null : parisInstant(addDays(today, -rng.int(1, 120)), 15 * 60),
      activity_status: active ? 'active' : 'inactive',
    });
    ctx.cfrUsers.push({ id, clientId: client.id, email });
    if (lastLogin && rng.chance(0.3)) {
      sessions.push({
        cfr_user_id: id,
        token_hash: hex(rng, 64),
        created_at: lastLogin,
        last_seen_at: lastLogin,
        revoked_at: null,
      });
    }
  }
  await insertRows(
    db,
    'cfr_users',
    {
      id: 'int4',
      email: 'text',
      client_id: 'int4',
      site_id: 'int4',
      service_id: 'int4',
      first_name: 'text',
      last_name: 'text',
      phone: 'text',
      password_hash: 'text',
      last_login_at: 'timestamptz',
      inactivated_at: 'timestamptz',
      activity_status: 'text',
    },
    users,
  );
  await insertRows(
    db,
    'cfr_user_sessions',
    {
      cfr_user_id: 'int4',
      token_hash: 'text',
      created_at: 'timestamptz',
      last_seen_at: 'timestamptz',
      revoked_at: 'timestamptz',
    },
    sessions,
  );

  // Banned users: some were cfr users (now inactive), some only an address; a third unbanned since.
  const banned: Row[] = [];
  const inactiveUsers = users.filter((u) => u.activity_status === 'inactive');
  const infoById = new Map(infos.map((c) => [c.id, c]));
  for (let i = 0; i < sizes.bannedUsers; i++) {
    const fromUser = i % 2 === 0 ? inactiveUsers[i / 2] : undefined;
    const client = fromUser ? (infoById.get(fromUser.client_id as number) as ClientInfo) : rng.pick(infos);
    const bannedOn = addDays(today, -rng.int(2, 300));
    const unbanned = rng.chance(0.33);
    banned.push({
      client_id: client.id,
      email: fromUser
        ? (fromUser.email as string)
        : `${ascii(faker.person.lastName())}.${i}@${client.domain}`,
      cfr_user_id: fromUser ? fromUser.id : null,
      reason: rng.pick([
        'Comportement inapproprié dans le chat',
        'Ancien salarié du client',
        'Demande du client',
        'Usage abusif',
      ]),
      banned_at: parisInstant(bannedOn, 14 * 60),
      banned_by: author(ctx, rng),
      unbanned_at: unbanned ? parisInstant(addDays(bannedOn, 1), 9 * 60) : null,
      unbanned_by: unbanned ? author(ctx, rng) : null,
      unban_comment: unbanned ? 'Levée à la demande du client' : null,
    });
  }
  await insertRows(
    db,
    'banned_users',
    {
      client_id: 'int4',
      email: 'text',
      cfr_user_id: 'int4',
      reason: 'text',
      banned_at: 'timestamptz',
      banned_by: 'int4',
      unbanned_at: 'timestamptz',
      unbanned_by: 'int4',
      unban_comment: 'text',
    },
    banned,
  );
}

/** Invoices with lines, gapless numbers per year, payments, credit notes, recovery notes. */
export async function seedInvoices(ctx: SeedContext, infos: ClientInfo[]): Promise<void> {
  const { db, sizes, today } = ctx;
  const { rng } = streams('invoices');
  interface Draft {
    client: ClientInfo;
    issuedOn: string;
    dueOn: string;
    excl: number;
    amount: number;
    lines: { label: string; quantity: number; unit: number }[];
  }
  const drafts: Draft[] = [];
  for (let k = sizes.invoiceMonths - 1; k >= 0; k--) {
    const issuedOn = firstOfMonth(today, k);
    for (const client of infos) {
      if (issuedOn < client.createdOn) continue;
      if (client.closed && k < 2) continue;
      const lines: Draft['lines'] = [];
      let excl = 0;
      const target = Math.round(client.monthly * (0.7 + rng.next() * 0.6));
      const labels = [
        'Tournées régulières',
        'Courses express',
        'Navettes inter-sites',
        'Frais de gestion',
        'Suppléments horaires décalés',
      ];
      for (const label of labels.slice(0, rng.int(1, 3))) {
        const unit = rng.int(8, 60) * 100 + rng.pick([0, 50]);
        const quantity = Math.max(1, Math.round(target / labels.length / unit));
        lines.push({ label, quantity, unit });
        excl += unit * quantity;
      }
      drafts.push({
        client,
        issuedOn,
        dueOn: addDays(issuedOn, client.termDays),
        excl,
        amount: excl + Math.round((excl * client.vatBp) / 10_000),
        lines,
      });
    }
  }
  // Ids and numbers in issue order; numbers restart at 1 each year, without gaps.
  drafts.sort((a, b) =>
    a.issuedOn < b.issuedOn ? -1 : a.issuedOn > b.issuedOn ? 1 : a.client.id - b.client.id,
  );

  const invoices: Row[] = [];
  const lines: Row[] = [];
  const payments: Row[] = [];
  const credits: Row[] = [];
  const sequence = new Map<number, number>();
  const creditSequence = new Map<number, number>();
  const overdueClients = new Map<number, number>();
  const credited: { issuedOn: string; row: Row }[] = [];

  drafts.forEach((d, i) => {
    const id = i + 1;
    const year = Number(d.issuedOn.slice(0, 4));
    const n = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, n);
    const overdueDays = daysBetween(d.dueOn, today);
    let payChance =
      overdueDays <= 0
        ? 0.1
        : overdueDays <= 30
          ? 0.5
          : overdueDays <= 60
            ? 0.62
            : overdueDays <= 90
              ? 0.72
              : 0.85;
    if (d.client.badPayer) payChance /= 2;
    if (!d.client.active) payChance *= 0.8;
    const cancelled = rng.chance(0.005);
    const creditAmount =
      !cancelled && rng.chance(0.03) ? Math.max(100, Math.round((d.amount * rng.int(5, 30)) / 100)) : 0;
    const paid = !cancelled && rng.chance(payChance);
    const due = d.amount - creditAmount;
    if (creditAmount > 0) {
      credited.push({
        issuedOn: addDays(d.issuedOn, rng.int(1, 20)),
        row: {
          invoice_id: id,
          client_id: d.client.id,
          amount: creditAmount,
          business_unit_id: d.client.businessUnitId,
          comment: rng.pick([
            'Geste commercial',
            'Retard de livraison',
            'Erreur de facturation',
            'Course annulée facturée',
          ]),
          user_id: author(ctx, rng),
        },
      });
    }
    if (paid && due > 0) {
      const latest = daysBetween(d.issuedOn, today);
      const paidAfter = Math.min(latest, rng.int(5, d.client.termDays + (d.client.badPayer ? 60 : 15)));
      payments.push({
        client_id: d.client.id,
        invoice_id: id,
        paid_on: addDays(d.issuedOn, paidAfter),
        amount: due,
        payment_method_id: d.client.paymentMethodId,
        reference: `VIR-${year}-${String(id).padStart(7, '0')}`,
      });
    } else if (!cancelled && !paid && due > 1000 && rng.chance(0.1)) {
      const part = Math.round((due * rng.int(20, 60)) / 100);
      payments.push({
        client_id: d.client.id,
        invoice_id: id,
        paid_on: addDays(d.issuedOn, Math.min(daysBetween(d.issuedOn, today), rng.int(10, 40))),
        amount: part,
        payment_method_id: d.client.paymentMethodId,
        reference: 'Acompte',
      });
    }
    if (!paid && !cancelled && overdueDays > 0)
      overdueClients.set(d.client.id, Math.max(overdueClients.get(d.client.id) ?? 0, overdueDays));
    const status = cancelled ? 'cancelled' : paid ? 'paid' : rng.chance(0.85) ? 'sent' : 'issued';
    invoices.push({
      id,
      invoice_number: `INV-${year}-${String(n).padStart(6, '0')}`,
      client_id: d.client.id,
      business_unit_id: d.client.businessUnitId,
      issued_on: d.issuedOn,
      due_on: d.dueOn,
      period_start: firstOfMonth(addDays(d.issuedOn, -1)),
      period_end: addDays(d.issuedOn, -1),
      amount: d.amount,
      amount_excl_vat: d.excl,
      po_number: rng.chance(0.3) ? `PO-${rng.int(10000, 99999)}` : null,
      status,
      comment: cancelled ? 'Annulée : doublon' : null,
      pdf_generated_at: parisInstant(d.issuedOn, 6 * 60),
      sent_at: status === 'sent' || status === 'paid' ? parisInstant(d.issuedOn, 9 * 60) : null,
    });
    d.lines.forEach((l, position) => {
      lines.push({
        invoice_id: id,
        position: position + 1,
        label: l.label,
        quantity: l.quantity,
        unit_amount: l.unit,
        amount: l.quantity * l.unit,
        vat_category: d.client.vatBp > 0 ? 'S' : 'Z',
        vat_rate_bp: d.client.vatBp,
      });
    });
  });

  credited.sort((a, b) =>
    a.issuedOn < b.issuedOn
      ? -1
      : a.issuedOn > b.issuedOn
        ? 1
        : (a.row.invoice_id as number) - (b.row.invoice_id as number),
  );
  for (const c of credited) {
    const issuedOn = c.issuedOn > today ? today : c.issuedOn;
    const year = Number(issuedOn.slice(0, 4));
    const n = (creditSequence.get(year) ?? 0) + 1;
    creditSequence.set(year, n);
    credits.push({ ...c.row, number: `CN-${year}-${String(n).padStart(6, '0')}`, issued_on: issuedOn });
  }

  const invoiceColumns = {
    id: 'int4',
    invoice_number: 'text',
    client_id: 'int4',
    business_unit_id: 'int4',
    issued_on: 'date',
    due_on: 'date',
    period_start: 'date',
    period_end: 'date',
    amount: 'int4',
    amount_excl_vat: 'int4',
    po_number: 'text',
    status: 'text',
    comment: 'text',
    pdf_generated_at: 'timestamptz',
    sent_at: 'timestamptz',
  } as const;
  await insertRows(db, 'invoices', invoiceColumns, invoices);
  await insertRows(
    db,
    'invoice_lines',
    {
      invoice_id: 'int4',
      position: 'int2',
      label: 'text',
      quantity: 'int4',
      unit_amount: 'int4',
      amount: 'int4',
      vat_category: 'text',
      vat_rate_bp: 'int4',
    },
    lines,
  );
  await insertRows(
    db,
    'credit_notes',
    {
      number: 'text',
      invoice_id: 'int4',
      client_id: 'int4',
      amount: 'int4',
      business_unit_id: 'int4',
      comment: 'text',
      issued_on: 'date',
      user_id: 'int4',
    },
    credits,
  );
  // Their lines and totals excluding VAT, as the portal writes them (at the invoice's rate).
  await creditNoteLinesFromAmounts(db);
  await insertRows(
    db,
    'payments',
    {
      client_id: 'int4',
      invoice_id: 'int4',
      paid_on: 'date',
      amount: 'int4',
      payment_method_id: 'int4',
      reference: 'text',
    },
    payments,
  );
  await insertRows(
    db,
    'invoice_number_sequences',
    { year: 'int4', last_value: 'int4' },
    [...sequence].map(([year, last]) => ({ year, last_value: last })),
  );
  await insertRows(
    db,
    'credit_note_number_sequences',
    { year: 'int4', last_value: 'int4' },
    [...creditSequence].map(([year, last]) => ({ year, last_value: last })),
  );

  // Recovery notes on clients with overdue invoices.
  const notes: Row[] = [];
  for (const [clientId, days] of overdueClients) {
    if (!rng.chance(0.6)) continue;
    for (let k = rng.int(1, 3); k > 0; k--) {
      notes.push({
        client_id: clientId,
        user_id: author(ctx, rng),
        note: rng.pick([
          'Relance téléphonique, paiement promis sous 8 jours',
          'Mail de relance envoyé au service comptable',
          'Le client conteste une ligne de la facture',
          'Échéancier proposé',
          'Aucune réponse, deuxième relance à prévoir',
          'Chèque annoncé par courrier',
          days > 90 ? 'Mise en demeure envoyée' : 'Bon de commande manquant demandé par le client',
        ]),
        at: parisInstant(addDays(today, -rng.int(0, Math.min(days, 90))), rng.int(9 * 60, 18 * 60)),
      });
    }
  }
  await insertRows(
    db,
    'recovery_notes',
    { client_id: 'int4', user_id: 'int4', note: 'text', at: 'timestamptz' },
    notes,
  );
}
