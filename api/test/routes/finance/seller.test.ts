import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { contract } from '../../../src/shared';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { buildTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { DEMO_SELLER, seedSeller } from '../../../src/db/seed/seller';
import { readSeller, sellerProblems } from '../../../src/repositories/seller';

/** The seller's legal identity: its checks, who may change it, and issuing refused while incomplete. */

const {
  isValidSiren,
  isValidSiret,
  isValidIban,
  isValidBic,
  isValidFrenchVat,
  frenchVatKey,
  ibanWithCheckDigits,
  isValidFrenchPostalCode,
  siretMatchesSiren,
} = contract;

let t: TestApp;
let finance: SignedIn;
let clientsUser: SignedIn;
let settingsUser: SignedIn;

// A tiny valid PNG (1×1) and JPEG header, as a logo.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeAll(async () => {
  // Migrated, accounts only: the seller row is there, never set.
  t = await buildTestApp();
  finance = await t.injectAs('finance');
  clientsUser = await t.injectAs('clients');
  settingsUser = await t.injectAs('settings');
});
afterAll(() => t.close());

describe('check digits (one module for the API and the form)', () => {
  test('SIREN: 9 digits, Luhn', () => {
    for (const ok of ['912345675', '732829320', '552 100 554'])
      expect([ok, isValidSiren(ok)]).toEqual([ok, true]);
    for (const bad of ['912345674', '91234567', '9123456750', 'ABCDEFGHI', '', '552100555'])
      expect([bad, isValidSiren(bad)]).toEqual([bad, false]);
  });

  test('SIRET: 14 digits, Luhn, starting with the SIREN (La Poste by the sum of its digits)', () => {
    expect(isValidSiret('91234567500017')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('91234567500018')).toBe(false);
    expect(isValidSiret('9123456750001')).toBe(false);
    expect(isValidSiret('35600000012345')).toBe(false);
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049954')).toBe(true);
    expect(siretMatchesSiren('91234567500017', '912345675')).toBe(true);
    expect(siretMatchesSiren('73282932000074', '912345675')).toBe(false);
  });

  test('French VAT number: FR + (12 + 3 × (SIREN mod 97)) mod 97 + SIREN', () => {
    expect(frenchVatKey('912345675')).toBe('65');
    expect(frenchVatKey('732829320')).toBe('44');
    // A key under 10 is written with two digits.
    expect(frenchVatKey('000000158')).toBe('01');
    expect(isValidFrenchVat('FR65912345675')).toBe(true);
    expect(isValidFrenchVat('fr 44 732829320')).toBe(true);
    expect(isValidFrenchVat('FR66912345675')).toBe(false);
    expect(isValidFrenchVat('FR65912345674')).toBe(false);
    expect(isValidFrenchVat('DE65912345675')).toBe(false);
    expect(isValidFrenchVat('FR6591234567')).toBe(false);
  });

  test('IBAN: ISO 13616 mod 97, 27 characters in France', () => {
    expect(isValidIban('FR7630004008230001234567819')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('FR7730004008230001234567819')).toBe(false);
    expect(isValidIban('FR7630004008230001234567818')).toBe(false);
    // Right checksum, wrong length for France.
    const short = ibanWithCheckDigits('FR', '300040082300012345678');
    expect(isValidIban(short)).toBe(false);
    expect(isValidIban(ibanWithCheckDigits('FR', '30004008230001234567819'))).toBe(true);
  });

  test('BIC: 8 or 11 characters', () => {
    for (const ok of ['BNPAFRPP', 'BNPAFRPPXXX', 'agrifrpp882'])
      expect([ok, isValidBic(ok)]).toEqual([ok, true]);
    for (const bad of ['BNPAFRP', 'BNPAFRPPXX', '1NPAFRPP', 'BNPA12PP', ''])
      expect([bad, isValidBic(bad)]).toEqual([bad, false]);
  });

  test('postal code: 5 digits in France', () => {
    expect(isValidFrenchPostalCode('75011')).toBe(true);
    expect(isValidFrenchPostalCode('20000')).toBe(true);
    for (const bad of ['7501', '750111', '00100', '99000', 'ABCDE'])
      expect([bad, isValidFrenchPostalCode(bad)]).toEqual([bad, false]);
  });
});

const body = (version: number, extra: Record<string, unknown> = {}) => ({
  ...DEMO_SELLER,
  version,
  ...extra,
});

test('never set: null, every required field named as missing, and issuing is a 409 naming them', async () => {
  const read = await finance.get(api.seller.getSeller);
  expect(read.status).toBe(200);
  expect(read.body.data).toMatchObject({ seller: null, version: 1, updatedAt: null });
  expect(read.body.data.problems).toEqual(
    expect.arrayContaining([
      "The seller's SIRET is missing",
      "The seller's IBAN is missing",
      "The seller's legal name is missing",
    ]),
  );
  expect(read.body.data.problems.join(' ')).not.toMatch(/email|phone|logo/);
  expect(await readSeller(t.db)).toBeNull();

  await stepUpAs(t, finance, 'finance');
  const issue = await finance.post(api.billing.issue, { month: '2026-05' });
  expect(issue.status).toBe(409);
  expect(issue.body.error.message).toContain("The seller's SIRET is missing");
  expect((await sql`select id from billing_runs`.execute(t.db)).rows).toEqual([]);
});

test('FINANCE only: other roles get 403', async () => {
  for (const who of [clientsUser, settingsUser]) {
    expect((await who.get(api.seller.getSeller)).status).toBe(403);
    expect((await who.post(api.seller.updateSeller, body(1))).status).toBe(403);
  }
});

test('a change needs a fresh step-up', async () => {
  await sql`update sessions set step_up_at = null`.execute(t.db);
  const res = await finance.post(api.seller.updateSeller, body(1));
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('step_up_required');
  expect((await finance.get(api.seller.getSeller)).body.data.seller).toBeNull();
});

test('a 400 names each bad field: check digits, formats, bounds, fields that must agree', async () => {
  await stepUpAs(t, finance, 'finance');
  const bad = await finance.postUnchecked(api.seller.updateSeller, {
    ...body(1),
    siren: '912345674',
    siret: '91234567500018',
    vatNumber: 'FR66912345675',
    iban: 'FR7730004008230001234567819',
    bic: 'BNPAFR',
    postalCode: '7501',
    latePaymentRateBp: 0,
    shareCapitalCents: -1,
    paymentTermDays: 61,
    email: 'not an email',
    logo: { contentType: 'image/jpeg', base64: PNG },
  });
  expect(bad.status).toBe(400);
  expect(fieldNames(bad)).toEqual([
    'bic',
    'email',
    'iban',
    'latePaymentRateBp',
    'logo.base64',
    'paymentTermDays',
    'postalCode',
    'shareCapitalCents',
    'siren',
    'siret',
    'vatNumber',
  ]);
  expect(bad.body.error.fields?.siren).toContain('check digit');

  // Each number valid on its own, but the SIRET and the VAT number are another company's.
  const other = await finance.postUnchecked(api.seller.updateSeller, {
    ...body(1),
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
  });
  expect(other.status).toBe(400);
  expect(fieldNames(other)).toEqual(['siret', 'vatNumber']);
  expect(other.body.error.fields?.vatNumber).toContain('FR65912345675');

  const empty = await finance.postUnchecked(api.seller.updateSeller, {
    ...body(1),
    legalName: ' ',
    iban: '',
  });
  expect(fieldNames(empty)).toEqual(['iban', 'legalName']);
});

test('saved with its version (409 when stale), typed with spaces, logged; issuing then goes through', async () => {
  await stepUpAs(t, finance, 'finance');
  const saved = await finance.post(api.seller.updateSeller, {
    ...body(1),
    iban: 'fr76 3000 4008 2300 0123 4567 819',
    siret: '912 345 675 00017',
    logo: { contentType: 'image/png', base64: PNG },
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ version: 2, problems: [], updatedBy: expect.any(String) });
  expect(saved.body.data.seller).toMatchObject({
    iban: DEMO_SELLER.iban,
    siret: DEMO_SELLER.siret,
    logo: { contentType: 'image/png' },
  });
  expect(await readSeller(t.db)).toMatchObject({
    legalName: DEMO_SELLER.legalName,
    siren: DEMO_SELLER.siren,
  });

  const stale = await finance.post(api.seller.updateSeller, body(1, { legalName: 'Other' }));
  expect(stale.status).toBe(409);
  const changed = await finance.post(
    api.seller.updateSeller,
    body(2, { iban: 'FR7630006000011234567890189' }),
  );
  expect(changed.status).toBe(200);
  expect(changed.body.data.version).toBe(3);

  const events = await t.db
    .selectFrom('admin_events')
    .select('summary')
    .where('action', '=', 'finance.updateSeller')
    .orderBy('id')
    .execute();
  expect(events.map((e) => e.summary)).toEqual([
    `Seller identity set: ${DEMO_SELLER.legalName}, SIREN ${DEMO_SELLER.siren}`,
    `Seller identity changed: IBAN, logo (${DEMO_SELLER.legalName}, SIREN ${DEMO_SELLER.siren})`,
  ]);

  const issue = await finance.post(api.billing.issue, { month: '2026-05' });
  expect(issue.status).toBe(200);
});

test('a seller made incomplete outside the form (a stored field blanked) stops issuing, naming it', async () => {
  await sql`update seller_identity set siret = null`.execute(t.db);
  const read = (await finance.get(api.seller.getSeller)).body.data;
  expect(read.problems).toEqual(["The seller's SIRET is missing"]);
  expect(sellerProblems(await readSeller(t.db))).toEqual(["The seller's SIRET is missing"]);
  await stepUpAs(t, finance, 'finance');
  const issue = await finance.post(api.billing.issue, { month: '2026-04' });
  expect(issue.status).toBe(409);
  expect(issue.body.error.message).toContain("The seller's SIRET is missing");
  await seedSeller(t.db);
  expect((await finance.get(api.seller.getSeller)).body.data.problems).toEqual([]);
});

test('problems name what is invalid too', () => {
  expect(sellerProblems({ ...DEMO_SELLER, iban: 'FR7730004008230001234567819' })).toEqual([
    expect.stringMatching(/^The seller's IBAN is not valid: /),
  ]);
  expect(sellerProblems(DEMO_SELLER)).toEqual([]);
});
