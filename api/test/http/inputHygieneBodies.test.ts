import { z } from 'zod';
import type { Endpoint } from '@courier/shared/contract';
import { api, contract } from '../../src/shared';
import { fieldNames, type Answer } from '../helpers/injectAs';
import { defOf, leaves, t, admin, urlOf, useSeededApp } from './inputHygieneSetup';

useSeededApp();

/**
 * Input hygiene of every call of the contract, found by walking the contract itself (a new
 * call or field is covered as soon as it is declared): every POST body gets, field by field, an
 * id sent as text or out of range, a control character in each text field, a number above its
 * documented maximum and a date far outside its range, and must answer 400 naming that field.
 * Validation runs before any handler, so no fixture is needed; the caller holds every role.
 */

const { MAX_ID } = contract;

/** `{}` with `value` at `path` (`missions.0.name` -> `{missions: [{name: value}]}`). */
function bodyWith(path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let node: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const next: Record<string, unknown> | unknown[] = /^\d+$/.test(keys[i + 1] ?? '') ? [] : {};
    (node as Record<string, unknown>)[key] = last ? value : next;
    if (!last) node = next;
  });
  return root;
}

/** Passwords are hashed, never stored nor shown: any character goes. */
const SECRET = /(^|\.)(password|newPassword)$/;

const posts = Object.entries(api).flatMap(([area, group]) =>
  Object.entries(group as Record<string, Endpoint>)
    .filter(([, e]) => e.method === 'POST' && e.body)
    .map(([name, e]) => ({
      name: `${area}.${name}`,
      e,
      leaves: leaves(contract.strictBody(e.body as z.ZodType)),
    })),
);

async function send(e: Endpoint, body: unknown): Promise<Answer> {
  const res = await admin.inject({ method: 'POST', url: urlOf(e), payload: body as object });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** Each refusal as `[call, field, value sent, status, whether fields names it]`, so that a failure lists them all. */
type Row = [string, string, string, number, boolean];
const refused = (rows: Row[]) => rows.filter(([, , , status, named]) => status !== 400 || !named);

test('the walk finds the fields of every body (ids, texts, amounts, dates)', () => {
  expect(posts.length).toBeGreaterThan(80);
  const all = posts.flatMap((p) => p.leaves.map((l) => `${p.name} ${l.path}`));
  expect(all).toEqual(
    expect.arrayContaining([
      'referenceAdmin.updateElu id',
      'workers.addWorker companyId',
      'workers.addWorker hiredOn',
      'retrib.setCalendar priceWaypoint',
      'clients.updateClientData addressLine1',
      'planning.createShift missions.0.name',
      'chat.sendMessage attachment.name',
    ]),
  );
});

test('every text field of every body says whether it is single-line or multi-line, or has a format of its own', () => {
  const loose = posts.flatMap((p) =>
    p.leaves
      .filter((l) => l.type === 'string' && !l.kind && !SECRET.test(l.path))
      .filter((l) => {
        const checks = (defOf(l.schema).checks as z.ZodType[] | undefined) ?? [];
        const formats = checks.map((c) => (c._zod.def as unknown as { format?: string }).format);
        return !l.format && !formats.some((f) => f === 'regex');
      })
      .map((l) => `${p.name} ${l.path}`),
  );
  expect(loose).toEqual([]);
});

test('every number of every body has a documented maximum', () => {
  const open = posts.flatMap((p) =>
    p.leaves
      .filter((l) => l.type === 'number' && (l.max === undefined || !Number.isFinite(l.max) || l.max > 1e12))
      .map((l) => `${p.name} ${l.path}`),
  );
  expect(open).toEqual([]);
});

test.each(posts.map((p) => [p.name, p] as const))(
  '%s: ids, texts, numbers and dates out of bounds are a 400 naming the field',
  async (_name, p) => {
    const rows: Row[] = [];
    const check = async (path: string, value: unknown) => {
      const res = await send(p.e, bodyWith(path, value));
      rows.push([p.name, path, JSON.stringify(value), res.status, fieldNames(res).includes(path)]);
    };
    for (const leaf of p.leaves) {
      if (leaf.type === 'number') {
        if (leaf.max === MAX_ID) {
          // An id: a JSON integer of the database's range, never text or another type.
          for (const value of ['7', '1e1', '0x1', true, [7], MAX_ID + 1, 0, 1.5])
            await check(leaf.path, value);
        } else {
          await check(leaf.path, (leaf.max as number) + 1);
          await check(leaf.path, String(Math.min(leaf.max as number, 1)));
          if (leaf.integer) await check(leaf.path, 1.5);
        }
      } else if (!SECRET.test(leaf.path)) {
        // Every text refuses these, whatever its kind or format.
        for (const value of ['ab\u0007cd', 'ab\u0000cd', 'LINE1\u001b[31mX', 'ab\rcd'])
          await check(leaf.path, value);
        if (leaf.kind !== 'multi-line')
          for (const value of ['LINE1\r\nLINE2', 'ab\ncd', 'ab\tcd']) await check(leaf.path, value);
        if (leaf.date) for (const value of ['5926-01-01', '1066-10-14']) await check(leaf.path, value);
      }
    }
    expect(refused(rows)).toEqual([]);
  },
);

test.each(
  posts.filter((p) => p.leaves.some((l) => l.kind === 'multi-line')).map((p) => [p.name, p] as const),
)('%s: multi-line texts take line breaks and tabs', async (_name, p) => {
  const named: string[] = [];
  for (const leaf of p.leaves.filter((l) => l.kind === 'multi-line')) {
    const res = await send(p.e, bodyWith(leaf.path, 'First line {invoices}\r\nsecond\tline\nthird'));
    if (fieldNames(res).includes(leaf.path))
      named.push(`${leaf.path}: ${res.body.error.fields?.[leaf.path]}`);
  }
  expect(named).toEqual([]);
});

describe("a client's identity (name, legal name, address) is one line of ordinary characters", () => {
  const identity = [
    [api.clients.addClient, 'name'],
    [api.clients.addClient, 'legalName'],
    [api.clients.addClient, 'addressLine1'],
    [api.clients.updateClientData, 'name'],
    [api.clients.updateClientData, 'legalName'],
    [api.clients.updateClientData, 'addressLine1'],
    [api.clients.updateClientData, 'addressLine2'],
    [api.clients.updateClientData, 'city'],
    [api.clients.duplicateClient, 'name'],
    [api.finance.updateBillingContact, 'name'],
  ] as const;

  test.each(identity.map(([e, field]) => [`${e.path} ${field}`, e, field] as const))(
    '%s',
    async (_name, e, field) => {
      const bad = [
        'ACME\nOur bank details changed, pay only to IBAN FR76 9999',
        'ACME\r\nURGENT',
        'ACME <b>pay now</b>',
        'ACME \u202Eevil',
        'ACME\u2028next',
        'Pay to IBAN FR76 9999 9999 9999 9999 9999 999 — see https://evil.example/pay?x=1 '.repeat(3),
      ];
      for (const value of bad)
        expect([value, fieldNames(await send(e, bodyWith(field, value))).includes(field)]).toEqual([
          value,
          true,
        ]);
      for (const value of [
        'Boulangerie Müller & Fils (Paris) n° 5',
        "L'Oréal S.A. - bât. B/2, #3",
        'Ångström Ltd.',
      ])
        expect([value, fieldNames(await send(e, bodyWith(field, value))).includes(field)]).toEqual([
          value,
          false,
        ]);
    },
  );

  test('a valid change of identity still goes through', async () => {
    const client = await t.db
      .selectFrom('clients')
      .select(['id', 'version'])
      .orderBy('id')
      .executeTakeFirst();
    if (!client) {
      const added = await admin.post(api.clients.addClient, {
        businessCode: 'HYG01',
        name: 'Hygiène & Fils',
        country: 'FR',
      });
      expect(added.status).toBe(200);
      return;
    }
    const res = await admin.post(api.clients.updateClientData, {
      clientId: client.id,
      version: client.version,
      name: 'Boulangerie Müller & Fils',
      addressLine1: "12, rue de l'Église",
    });
    expect(res.status).toBe(200);
    const refusedName = await admin.post(api.clients.updateClientData, {
      clientId: client.id,
      version: client.version + 1,
      name: 'Müller\nPay only to IBAN FR76 9999',
    });
    expect(refusedName.status).toBe(400);
    expect(fieldNames(refusedName)).toEqual(['name']);
  });
});

describe('money and dates stay within realistic bounds', () => {
  test('a calendar rate of 8.4 million euros per waypoint and a hire date in 5926 are refused', async () => {
    const rate = await send(api.retrib.setCalendar, {
      teamId: 1,
      date: '2026-06-01',
      priceWaypoint: 840_000_000,
      priceKm: 0,
      priceDay: 0,
      extra: 0,
    });
    expect(rate.status).toBe(400);
    expect(fieldNames(rate)).toEqual(['priceWaypoint']);
    const hired = await send(api.workers.addWorker, {
      firstName: 'A',
      lastName: 'B',
      companyId: 1,
      teamId: 1,
      agencyId: 1,
      hiredOn: '5926-03-01',
    });
    expect(hired.status).toBe(400);
    expect(fieldNames(hired)).toEqual(['hiredOn']);
  });

  test("the most the bounds allow on one line of the apply-week preview stays within courierPay's documented maximum", () => {
    const shape = contract.api.regularMissions.previewApplyWeek.response as z.ZodObject;
    const line = ((shape.shape.lines as z.ZodArray).element as z.ZodObject).shape;
    const maxOf = (s: unknown) => (s as z.ZodNumber).maxValue as number;
    const mission = (api.regularMissions.updateRegularMission.body as z.ZodObject).shape;
    const waypoints = maxOf((mission.expectedWaypoints as z.ZodOptional<z.ZodNumber>).unwrap());
    const km = maxOf((mission.expectedKm as z.ZodOptional<z.ZodNumber>).unwrap());
    const rates = (api.retrib.updateTeamConfig.body as z.ZodObject).shape;
    const most =
      waypoints * maxOf(rates.waypointAmount) +
      km * maxOf(rates.kmAmount) +
      maxOf(rates.dailyAmount) +
      maxOf(rates.extra);
    expect(most).toBeLessThanOrEqual(maxOf(line.courierPay));
  });
});
