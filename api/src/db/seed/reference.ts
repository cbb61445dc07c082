import { insertRows, type PgType, type Row } from './bulk';
import type { SeedContext } from './context';
import { addDays } from '../../domain/dates';
import { streams } from './random';

const NAMED: Record<string, PgType> = { id: 'int4', name: 'text', code: 'text', activity_status: 'text' };

/** Rows of a reference list with ids 1..n; the names listed in `inactive` are inactive. */
function named(
  names: readonly string[],
  inactive: readonly string[] = [],
  extra: (i: number) => Row = () => ({}),
): Row[] {
  return names.map((name, i) => ({
    id: i + 1,
    name,
    code: name
      .normalize('NFD')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(' ')
      .filter(Boolean)
      .map((w) => w.slice(0, 3).toUpperCase())
      .join('-')
      .slice(0, 12),
    activity_status: inactive.includes(name) ? 'inactive' : 'active',
    ...extra(i),
  }));
}

const ids = (rows: Row[]) => rows.map((r) => r.id as number);
const activeIds = (rows: Row[]) =>
  rows.filter((r) => r.activity_status === 'active').map((r) => r.id as number);

const AGENCY_CITIES = [
  'Paris',
  'Lyon',
  'Marseille',
  'Lille',
  'Bordeaux',
  'Toulouse',
  'Nantes',
  'Strasbourg',
  'Nice',
  'Rennes',
  'Montpellier',
  'Grenoble',
];
const TEAM_NAMES = [
  'Coursiers vélo',
  'Scooters express',
  'Utilitaires',
  'Nuit',
  'Week-end',
  'Grands comptes',
  'Messagerie',
  'Navettes',
  'Dernier kilomètre',
  'Frais',
  'Pharma',
  'Palettes',
];
const COMPANY = [
  ['Courier Paris SAS', 'PAR'],
  ['Courier Lyon SARL', 'LYO'],
  ['Courier Sud SAS', 'SUD'],
  ['Courier Nord SARL', 'NOR'],
  ['Courier Ouest SAS', 'OUE'],
  ['Courier Est SAS', 'EST'],
] as const;

/** Every reference list: agencies, teams, companies, units, types, groups... */
export async function seedReference(ctx: SeedContext): Promise<void> {
  const { db, sizes } = ctx;
  const { rng, faker } = streams('reference');

  const elus = named(
    [
      'Élu CSE titulaire',
      'Élu CSE suppléant',
      'Délégué syndical',
      'Représentant de proximité',
      'Référent harcèlement',
      'Secrétaire du CSE',
      'Trésorier du CSE',
      'Ancien élu',
    ],
    ['Ancien élu'],
  );
  await insertRows(db, 'elus', NAMED, elus);

  const agencies = Array.from({ length: sizes.agencies }, (_, i) => {
    const city = AGENCY_CITIES[i % AGENCY_CITIES.length] as string;
    return {
      id: i + 1,
      name: `Agence ${city}${i >= AGENCY_CITIES.length ? ` ${Math.floor(i / AGENCY_CITIES.length) + 1}` : ''}`,
      code: `AG${String(i + 1).padStart(2, '0')}`,
      activity_status: 'active',
      city,
    };
  });
  await insertRows(db, 'agencies', { ...NAMED, city: 'text' }, agencies);

  const colors = [
    '#1f77b4',
    '#ff7f0e',
    '#2ca02c',
    '#d62728',
    '#9467bd',
    '#8c564b',
    '#e377c2',
    '#7f7f7f',
    '#bcbd22',
    '#17becf',
  ];
  const teams = Array.from({ length: sizes.teams }, (_, i) => ({
    id: i + 1,
    name: `${TEAM_NAMES[i % TEAM_NAMES.length]}${i >= TEAM_NAMES.length ? ` ${Math.floor(i / TEAM_NAMES.length) + 1}` : ''}`,
    code: `T${String(i + 1).padStart(2, '0')}`,
    activity_status: 'active',
    agency_id: (i % sizes.agencies) + 1,
    color: colors[i % colors.length],
  }));
  await insertRows(db, 'teams', { ...NAMED, agency_id: 'int4', color: 'text' }, teams);

  const companyCount = ctx.size === 'small' ? 4 : 6;
  const companies = COMPANY.slice(0, companyCount).map(([name, prefix], i) => ({
    id: i + 1,
    name,
    code: prefix,
    activity_status: 'active',
    short_code_prefix: prefix,
    next_short_code_seq: 1, // set after the workers
  }));
  await insertRows(
    db,
    'companies',
    { ...NAMED, short_code_prefix: 'text', next_short_code_seq: 'int4' },
    companies,
  );

  const gta = named(
    [
      'Travail',
      'Formation',
      'Congé payé',
      'Maladie',
      'Absence injustifiée',
      'Récupération',
      'Astreinte',
      'Réunion',
      'Ancien type',
    ],
    ['Ancien type'],
    (i) => ({ is_absence: [2, 3, 4, 5].includes(i) }),
  );
  await insertRows(db, 'gta_types', { ...NAMED, is_absence: 'bool' }, gta);

  const financeUnits = named(['Finance Île-de-France', 'Finance Régions', 'Finance Grands comptes']);
  await insertRows(db, 'finance_units', NAMED, financeUnits);
  const businessUnits = named(
    ['Messagerie urbaine', 'Express', 'Logistique', 'Santé', 'Événementiel', 'Ancienne activité'],
    ['Ancienne activité'],
    (i) => ({
      finance_unit_id: (i % 3) + 1,
    }),
  );
  await insertRows(db, 'business_units', { ...NAMED, finance_unit_id: 'int4' }, businessUnits);

  const analytic = named(
    Array.from(
      { length: 12 },
      (_, i) =>
        `Compte analytique ${String(i + 1).padStart(3, '0')} - ${['Flotte', 'Exploitation', 'Commercial', 'Structure'][i % 4]}`,
    ),
    ['Compte analytique 012 - Structure'],
  );
  await insertRows(db, 'analytic_accounts', NAMED, analytic);

  const shiftTypes = named(
    ['Tournée', 'Course express', 'Navette', 'Mise à disposition', 'Formation', 'Astreinte', 'Ancien type'],
    ['Ancien type'],
    (i) => ({
      color: colors[i % colors.length],
      is_billable: i !== 4,
    }),
  );
  await insertRows(db, 'shift_types', { ...NAMED, color: 'text', is_billable: 'bool' }, shiftTypes);

  const vehicleTypes = named(
    ['Vélo cargo', 'Scooter', 'Voiture', 'Utilitaire léger', 'Fourgon 12 m3', 'Camion 20 m3', 'Triporteur'],
    ['Triporteur'],
  );
  await insertRows(db, 'vehicle_types', NAMED, vehicleTypes);
  const vehicleStates = named([
    'En service',
    'En maintenance',
    'Immobilisé',
    'En attente de restitution',
    'Restitué',
  ]);
  await insertRows(db, 'vehicle_states', NAMED, vehicleStates);
  const vehicleContracts = named(
    ['Location longue durée', 'Location courte durée', 'Achat', 'Crédit-bail', 'Prêt constructeur'],
    ['Prêt constructeur'],
  );
  await insertRows(db, 'vehicle_contracts', NAMED, vehicleContracts);

  const brandModels: [string, string[]][] = [
    ['Renault', ['Kangoo E-Tech', 'Master', 'Trafic', 'Zoe']],
    ['Peugeot', ['e-Partner', 'Expert', 'Boxer']],
    ['Citroën', ['Berlingo', 'Jumpy', 'Ami Cargo']],
    ['Fiat', ['Doblo', 'Ducato']],
    ['Iveco', ['Daily']],
    ['Mercedes-Benz', ['eSprinter', 'Vito']],
    ['Yamaha', ['NMAX 125', 'Tricity 300']],
    ['Piaggio', ['Liberty 125', 'Porter NP6']],
    ['Urban Arrow', ['Cargo L', 'Tender']],
    ['Toyota', ['Proace City', 'Proace']],
    ['Nissan', ['Townstar', 'e-NV200']],
  ];
  const brands = named(
    brandModels.map(([b]) => b),
    ['Nissan'],
  );
  await insertRows(db, 'vehicle_brands', NAMED, brands);
  const modelRows: Row[] = [];
  brandModels.forEach(([, models], b) => {
    for (const model of models) {
      modelRows.push({
        id: modelRows.length + 1,
        name: model,
        code: null,
        activity_status: b === brandModels.length - 1 || model === 'Zoe' ? 'inactive' : 'active',
        brand_id: b + 1,
      });
    }
  });
  await insertRows(db, 'vehicle_models', { ...NAMED, brand_id: 'int4' }, modelRows);

  const person = (i: number) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    return {
      id: i + 1,
      name: `${first} ${last}`,
      code: null,
      activity_status: i === 0 ? 'inactive' : 'active',
      email:
        `${first}.${last}`
          .normalize('NFD')
          .replace(/[^A-Za-z.]/g, '')
          .toLowerCase() + '@courier.example',
      phone: faker.phone.number(),
    };
  };
  const contactColumns: Record<string, PgType> = { ...NAMED, email: 'text', phone: 'text' };
  const fleetManagers = Array.from({ length: 5 }, (_, i) => person(i));
  await insertRows(db, 'fleet_managers', contactColumns, fleetManagers);
  const suppliers = [
    'Ayvens',
    'Arval',
    'Free2Move Lease',
    'Hertz Vans',
    'Fraikin',
    'Petit Forestier',
    'Leasys',
  ].map((name, i) => ({
    id: i + 1,
    name,
    code: name.slice(0, 3).toUpperCase(),
    activity_status: i === 6 ? 'inactive' : 'active',
    email: `flotte@${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.example`,
    phone: faker.phone.number(),
  }));
  await insertRows(db, 'vehicle_suppliers', contactColumns, suppliers);

  const groups2 = named(
    ['Grands comptes', 'PME', 'Santé', 'Secteur public', 'Ancien segment'],
    ['Ancien segment'],
  );
  await insertRows(db, 'client_groups2', NAMED, groups2);
  const groupNames = [
    'Banques',
    'Assurances',
    'Cabinets juridiques',
    'Laboratoires',
    'Hôpitaux',
    'Mairies',
    'Agences de communication',
    'E-commerce',
    'Restaurants',
    'Architectes',
    'Fleuristes',
    'Anciens clients',
  ];
  const groupTo2 = [1, 1, 2, 3, 3, 4, 2, 2, 2, 2, 2, 5];
  const groups = named(groupNames, ['Anciens clients'], (i) => ({ client_group2_id: groupTo2[i] }));
  await insertRows(db, 'client_groups', { ...NAMED, client_group2_id: 'int4' }, groups);

  const salesAgents = Array.from({ length: ctx.size === 'small' ? 8 : 30 }, (_, i) => person(i));
  await insertRows(db, 'sales_agents', contactColumns, salesAgents);
  const paymentMethods = named(
    ['Virement', 'Prélèvement SEPA', 'Chèque', 'Carte bancaire', 'LCR', 'Espèces'],
    ['Espèces'],
  );
  await insertRows(db, 'payment_methods', NAMED, paymentMethods);
  const priceLists = named(
    [
      'Tarif standard 2026',
      'Tarif grands comptes 2026',
      'Tarif santé',
      'Tarif nuit et week-end',
      'Tarif express',
      'Tarif 2025',
    ],
    ['Tarif 2025'],
    (i) => ({
      description: [
        'Grille de base',
        'Remise volume',
        'Transport sous température dirigée',
        'Majoration horaires décalés',
        'Livraison en moins de 2 heures',
        'Ancienne grille',
      ][i],
    }),
  );
  await insertRows(db, 'price_lists', { ...NAMED, description: 'text' }, priceLists);

  // Services and options paid to workers (cents).
  const services = [
    ['Prime de tournée', 'service', 1500],
    ['Prime de nuit', 'service', 2500],
    ['Prime week-end', 'service', 2000],
    ['Livraison express', 'service', 800],
    ['Option chaîne du froid', 'option', 500],
    ['Option colis lourd', 'option', 300],
    ['Option contre-remboursement', 'option', 200],
    ['Option montée en étage', 'option', 400],
  ].map(([name, kind, amount], i) => ({
    id: i + 1,
    name,
    kind,
    amount,
    description: rng.chance(0.5)
      ? `Versé par ${kind === 'service' ? 'prestation' : 'option'} réalisée`
      : null,
    activity_status: i === 7 ? 'inactive' : 'active',
  }));
  await insertRows(
    db,
    'retrib_services_and_options',
    { id: 'int4', name: 'text', kind: 'text', amount: 'int4', description: 'text', activity_status: 'text' },
    services,
  );

  // Pay configuration of every team, and a few per-date overrides around today.
  const configs = teams.map((t, i) => ({
    id: t.id,
    team_id: t.id,
    waypoint_amount: 150 + (i % 4) * 25,
    km_amount: 30 + (i % 3) * 5,
    daily_amount: 6000 + (i % 5) * 500,
    extra: i % 3 === 0 ? 500 : 0,
  }));
  await insertRows(
    db,
    'team_configs',
    {
      id: 'int4',
      team_id: 'int4',
      waypoint_amount: 'int4',
      km_amount: 'int4',
      daily_amount: 'int4',
      extra: 'int4',
    },
    configs,
  );

  const calendar: Row[] = [];
  for (const c of configs) {
    const offsets = rng
      .sample(
        Array.from({ length: 45 }, (_, i) => i - 20),
        sizes.calendarEntriesPerTeam,
      )
      .sort((a, b) => a - b);
    for (const offset of offsets) {
      const holiday = rng.chance(0.3);
      calendar.push({
        id: calendar.length + 1,
        team_id: c.team_id,
        date: addDays(ctx.today, offset),
        price_waypoint: c.waypoint_amount + (holiday ? 50 : 25),
        price_km: c.km_amount + 5,
        price_day: c.daily_amount + (holiday ? 3000 : 1000),
        extra: holiday ? 1000 : c.extra,
        comment: holiday
          ? 'Jour férié'
          : rng.pick(['Pic d’activité', 'Soldes', 'Intempéries', 'Événement client']),
      });
    }
  }
  await insertRows(
    db,
    'retrib_calendar_entries',
    {
      id: 'int4',
      team_id: 'int4',
      date: 'date',
      price_waypoint: 'int4',
      price_km: 'int4',
      price_day: 'int4',
      extra: 'int4',
      comment: 'text',
    },
    calendar,
  );

  ctx.ref = {
    agencies: ids(agencies),
    teams: teams.map((t) => ({ id: t.id, agencyId: t.agency_id })),
    companies: companies.map((c) => ({ id: c.id, prefix: c.short_code_prefix })),
    elus: activeIds(elus),
    gtaWork: 1,
    gtaAbsences: [3, 4, 5],
    gtaAll: activeIds(gta),
    businessUnits: activeIds(businessUnits),
    financeUnits: ids(financeUnits),
    analyticAccounts: activeIds(analytic),
    shiftTypes: activeIds(shiftTypes),
    vehicleTypes: activeIds(vehicleTypes),
    vehicleStates: ids(vehicleStates),
    vehicleContracts: activeIds(vehicleContracts),
    vehicleModels: activeIds(modelRows),
    fleetManagers: activeIds(fleetManagers),
    vehicleSuppliers: activeIds(suppliers),
    clientGroups: groups
      .filter((g) => g.activity_status === 'active')
      .map((g) => ({ id: g.id as number, group2Id: g.client_group2_id as number })),
    salesAgents: activeIds(salesAgents),
    paymentMethods: activeIds(paymentMethods),
    priceLists: activeIds(priceLists),
  };
}
