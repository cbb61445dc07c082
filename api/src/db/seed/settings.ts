import { insertRows } from './bulk';
import { author, type SeedContext } from './context';
import { addDays, parisInstant } from '../../domain/dates';
import { streams } from './random';

/** Home messages (one shown for a while, one not yet shown), discount codes and key/value settings. */
export async function seedSettings(ctx: SeedContext): Promise<void> {
  const { db, today } = ctx;
  const { rng } = streams('settings');
  // [title, body, status, published (days from today), first day, last day (days from today)]
  const home = [
    [
      'Bienvenue sur le nouveau portail',
      'Toutes les rubriques sont accessibles depuis la barre de navigation. Signalez tout problème via le support.',
      'published',
      -20,
      null,
      null,
    ],
    [
      'Planning des fêtes de fin d’année',
      'Les plannings de décembre doivent être validés avant le 15. Pensez aux tournées renforcées.',
      'published',
      -3,
      -3,
      30,
    ],
    [
      'Nouvelle grille de rétributions',
      'Les montants par point de passage évoluent au 1er du mois prochain pour les équipes vélo.',
      'published',
      -1,
      null,
      null,
    ],
    [
      'Inventaire annuel',
      'Les véhicules passent à l’inventaire la semaine prochaine.',
      'published',
      -1,
      7,
      14,
    ],
    [
      'Maintenance prévue',
      'Une courte interruption est prévue dimanche entre 6h et 7h.',
      'draft',
      0,
      null,
      null,
    ],
    [
      'Campagne de contrôle technique',
      'Brouillon : liste des véhicules concernés à compléter.',
      'draft',
      0,
      null,
      null,
    ],
    [
      'Changement d’horaires du support',
      'Le support est joignable de 7h à 20h.',
      'archived',
      -120,
      null,
      null,
    ],
  ] as const;
  await insertRows(
    db,
    'home_messages',
    {
      title: 'text',
      body: 'text',
      status: 'text',
      published_at: 'timestamptz',
      created_by: 'int4',
      starts_on: 'date',
      ends_on: 'date',
    },
    home.map(([title, body, status, days, first, last]) => ({
      title,
      body,
      status,
      published_at: status === 'draft' ? null : parisInstant(addDays(today, days), 8 * 60),
      created_by: author(ctx, rng),
      starts_on: first === null ? null : addDays(today, first),
      ends_on: last === null ? null : addDays(today, last),
    })),
  );

  const codes = [
    ['BIENVENUE10', 'Première commande', 10, null, 'active', -30, 60],
    ['PRINTEMPS15', 'Offre de printemps', 15, null, 'expired', -300, -200],
    ['FIDELITE20', 'Clients fidèles', 20, null, 'active', -100, 200],
    ['EXPRESS5', 'Remise express', null, 500, 'active', -10, 20],
    ['SANTE', 'Secteur santé', 12, null, 'active', -200, null],
    ['NOEL2025', 'Fêtes 2025', 25, null, 'expired', -360, -320],
    ['TEST', 'Code de test', 50, null, 'disabled', -50, null],
    ['VOLUME1000', 'Remise volume', null, 10000, 'active', -60, 300],
    ['RENTREE', 'Rentrée', 10, null, 'disabled', -90, -30],
    ['PARRAIN', 'Parrainage', null, 2000, 'active', -400, null],
  ] as const;
  await insertRows(
    db,
    'discount_codes',
    {
      code: 'text',
      description: 'text',
      percent: 'int4',
      amount: 'int4',
      status: 'text',
      valid_from: 'date',
      valid_until: 'date',
      max_uses: 'int4',
      used_count: 'int4',
    },
    codes.map(([code, description, percent, amount, status, from, until]) => ({
      code,
      description,
      percent,
      amount,
      status,
      valid_from: addDays(today, from),
      valid_until: until === null ? null : addDays(today, until),
      max_uses: rng.chance(0.5) ? rng.int(50, 500) : null,
      used_count: rng.int(0, 40),
    })),
  );

  await insertRows(db, 'settings', { key: 'text', value: 'jsonb', description: 'text' }, [
    {
      key: 'max_days_limit',
      value: 30,
      description: 'How many days ahead shifts may be created, moved or duplicated',
    },
    {
      key: 'anomaly_gap_minutes',
      value: 15,
      description: 'Gap between planned and worked time that counts as an anomaly',
    },
    {
      key: 'vehicle_contract_warning_days',
      value: 30,
      description: 'Contracts ending within this many days are flagged',
    },
    { key: 'invoice_default_payment_term_days', value: 30, description: 'Payment term of new clients' },
    {
      key: 'company',
      value: { name: 'Courier' },
      description: 'Who the portal belongs to',
    },
  ]);
}
