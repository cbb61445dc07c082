import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { pdfText } from '../clients/pdfText';
import { t, retrib, workers, planner, MONTH, workerId, teamId, useSeededApp } from './statementsSetup';

useSeededApp();

/** The seed's busy month (its shifts are around 2026-06-15): many workers with a statement. */
const SEED_MONTH = '2026-06';

/** The text of each page of a PDF answer. */
async function pagesOf(content: string): Promise<string[]> {
  return (await pdfText(Buffer.from(content, 'base64'))).split('\n');
}

describe('retrib/statements/getStatementsPdf', () => {
  test('every statement of an agency and of everyone: one page each, in the summary order', async () => {
    const { agency_id } = await t.db
      .selectFrom('workers')
      .select('agency_id')
      .where('id', '=', workerId)
      .executeTakeFirstOrThrow();
    for (const selection of [{ agencyId: agency_id! }, { all: true }]) {
      const summary = await retrib.get(api.retrib.getStatements, { month: SEED_MONTH, ...selection });
      expect(summary.status).toBe(200);
      const statements = summary.body.data.statements;
      expect(statements.length).toBeGreaterThan(1);

      const res = await retrib.get(api.retrib.getStatementsPdf, { month: SEED_MONTH, ...selection });
      expect(res.status).toBe(200);
      expect(res.body.data.contentType).toBe('application/pdf');
      expect(res.body.data.fileName).toMatch(/^pay-statements-2026-06-(agency-\d+|all)\.pdf$/);
      const pages = await pagesOf(res.body.data.content);
      expect(pages).toHaveLength(statements.length);
      pages.forEach((page, i) => {
        expect(page.startsWith('Pay statement 2026-06')).toBe(true);
        expect(page).toContain(`(${statements[i].worker.shortCode})`);
      });
    }
  });

  test("a team's and a worker's statement, with their days and totals", async () => {
    for (const selection of [{ teamId }, { workerId }]) {
      const res = await retrib.get(api.retrib.getStatementsPdf, { month: MONTH, ...selection });
      expect(res.status).toBe(200);
      const pages = await pagesOf(res.body.data.content);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain('Month open');
      expect(pages[0]).toContain('58.50 EUR');
      expect(pages[0]).toContain('Test paid leave (paid)');
    }
  });

  test('400 naming the field for a bad selection, 404 when it has no statement, 403 without RETRIB', async () => {
    const noScope = await retrib.get(api.retrib.getStatementsPdf, { month: MONTH });
    expect(noScope.status).toBe(400);
    expect(fieldNames(noScope)).toEqual(['workerId']);
    const two = await retrib.get(api.retrib.getStatementsPdf, { month: MONTH, teamId, agencyId: 1 });
    expect(two.status).toBe(400);
    expect(fieldNames(two)).toEqual(['workerId']);
    const badMonth = await retrib.get(api.retrib.getStatementsPdf, { month: '2026-13', teamId });
    expect(badMonth.status).toBe(400);
    expect(fieldNames(badMonth)).toEqual(['month']);
    const badTeam = await retrib.get(api.retrib.getStatementsPdf, { month: MONTH, teamId: 'x' });
    expect(badTeam.status).toBe(400);
    expect(fieldNames(badTeam)).toEqual(['teamId']);

    const unknownTeam = await retrib.get(api.retrib.getStatementsPdf, { month: MONTH, teamId: 999_999 });
    expect(unknownTeam.status).toBe(404);
    // A month nobody worked: nothing to print.
    const empty = await retrib.get(api.retrib.getStatementsPdf, { month: '2019-01', all: true });
    expect(empty.status).toBe(404);
    expect(fieldNames(empty)).toEqual(['all']);

    expect((await workers.get(api.retrib.getStatementsPdf, { month: MONTH, teamId })).status).toBe(403);
    expect((await planner.get(api.retrib.getStatementsPdf, { month: MONTH, teamId })).status).toBe(403);
  });

  test('a closed month: from the copy its closing stored', async () => {
    expect((await retrib.post(api.retrib.closeMonth, { month: MONTH })).status).toBe(200);
    // A change the closing did not see: the month's copy is what the PDF shows.
    await t.db.updateTable('workers').set({ last_name: 'Renamed after closing' }).where('id', '=', workerId).execute();
    const res = await retrib.get(api.retrib.getStatementsPdf, { month: MONTH, teamId });
    expect(res.status).toBe(200);
    const [page] = await pagesOf(res.body.data.content);
    expect(page).toContain('Month closed');
    expect(page).not.toContain('Renamed after closing');
    expect(page).toContain('58.50 EUR');
  });
});
