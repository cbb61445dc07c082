import { act, configure, screen, within } from '@testing-library/react';
import { PSEUDO_OPEN, placeholdersOf, pseudoMessage, setLocale } from '@courier/shared';
import { fakeApi, renderArea, untranslatedTexts, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../src/app/routes';
import { AreaIntl, en, fr } from '../src/i18n';
import {
  answerFilterLists,
  buildRecovery,
  buildSummaryPage,
  buildSummaryRow,
} from './features/recovery/fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

/** Texts that are data (names, codes, numbers, amounts, dates), not words of the area: whole texts. */
const DATA = [/^[\d\s.,:/·€%()#+−-]*$/, /^(CL\d+|INV-|Client \d|Acme|Paris|Lyon|Sam Vendeur).*$/];

/** The texts of the page's own words not from a catalog (shared check), without where they were. */
const untranslated = (root: HTMLElement) =>
  untranslatedTexts(root, { data: DATA, ownTextOfLabels: true }).map((found) =>
    found.slice(found.indexOf(': ') + 2),
  );

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  answerFilterLists(api);
  api.get(
    'finance/recovery/getClientInvoiceSummary',
    buildSummaryPage([buildSummaryRow(1), buildSummaryRow(2)]),
  );
  api.get('finance/recovery/42', buildRecovery(42));
  api.get('finance/billing/getPreview', (r: { query: { month: string } }) => [
    200,
    {
      data: {
        month: r.query.month,
        periodStart: `${r.query.month}-01`,
        periodEnd: `${r.query.month}-28`,
        totals: {
          clients: 1,
          shifts: 2,
          lateChanges: 0,
          amountExclVat: 10_000,
          vat: 2_000,
          amount: 12_000,
          creditNotes: 0,
          creditAmount: 0,
          problems: 0,
          inRecovery: 0,
        },
        items: [],
        total: 0,
        page: 1,
        pageSize: 50,
        run: null,
      },
    },
  ]);
  api.get('finance/billing/getRun', null);
  api.get('finance/billing/getInvoices', { items: [], total: 0, unsent: 0, page: 1, pageSize: 50 });
  api.get('finance/seller/getSeller', {
    seller: null,
    version: 1,
    problems: [],
    updatedAt: null,
    updatedBy: null,
  });
});
afterEach(() => act(() => setLocale('en')));

const open = (path: string) =>
  renderArea(
    <AreaIntl>
      <AppRoutes />
    </AreaIntl>,
    { path },
  );

describe("the finance area's catalogs", () => {
  it('have the same ids in English and French, each with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

describe('the pseudo-locale shows no text outside the catalogs', () => {
  it('(the check itself finds English words when the page is in English)', async () => {
    const { container } = open('/finance/recovery');
    await screen.findByTestId('recovery-totals');
    expect(untranslated(container)).toEqual(
      expect.arrayContaining(['Finance recovery', 'Send reminders', 'Agency']),
    );
  });

  describe('in the pseudo-locale', () => {
    beforeEach(() => act(() => setLocale('pseudo')));

    it('on the recovery summary', async () => {
      const { container } = open('/finance/recovery');
      await screen.findByTestId('recovery-totals');
      expect(untranslated(container)).toEqual([]);
    });

    it("in the summary's dialogs (reminders to send)", async () => {
      api.post('finance/recovery/sendReminders', {
        asOf: '2026-11-23',
        sent: false,
        more: true,
        mails: [
          {
            clientId: 1,
            businessCode: 'CL1',
            name: 'Client 1',
            to: ['compta@cl1.test'],
            cc: ['boss@cl1.test'],
            subject: 'Relance',
            text: '…',
            invoices: [
              {
                invoiceId: 1,
                invoiceNumber: 'INV-2026-000001',
                dueOn: '2026-11-10',
                daysOverdue: 13,
                remaining: 1_000,
                level: 1,
              },
            ],
            problem: null,
            outboxId: null,
            dispute: null,
          },
        ],
        report: { sent: [], skipped: [], failed: [] },
      });
      const { user } = open('/finance/recovery');
      await user.click(
        await screen.findByRole('button', { name: pseudoMessage(en['recovery.send.button']) }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getAllByRole('checkbox')[1]).toHaveAccessibleName(
        expect.stringContaining(PSEUDO_OPEN),
      );
      expect(untranslated(document.body)).toEqual([]);
    });

    it("on a client's recovery, tab by tab", async () => {
      const { container, user } = open('/finance/recovery/42');
      const tabs = await screen.findAllByRole('tab');
      expect(untranslated(container)).toEqual([]);
      for (const tab of tabs) {
        await user.click(tab);
        const panel = await screen.findByRole('tabpanel');
        await within(panel).findAllByText(/\S/);
        expect([tab.textContent, untranslated(container)]).toEqual([tab.textContent, []]);
      }
    });

    it('on the invoicing run and its tabs', async () => {
      const { container, user } = open('/finance/billing?month=2026-10');
      await screen.findByTestId('total-amount');
      expect(untranslated(container)).toEqual([]);
      for (const tab of await screen.findAllByRole('tab')) {
        await user.click(tab);
        expect([tab.textContent, untranslated(container)]).toEqual([tab.textContent, []]);
      }
    });

    it("in the invoicing run's confirmation", async () => {
      const { user } = open('/finance/billing?month=2026-10');
      await user.click(
        await screen.findByRole('button', { name: pseudoMessage(en['billing.issue.button']) }),
      );
      await screen.findByRole('dialog');
      expect(untranslated(document.body)).toEqual([]);
    });

    it("in the recovery export's dialog", async () => {
      const { user } = open('/finance/recovery');
      await screen.findByTestId('recovery-totals');
      await user.click(screen.getByRole('button', { name: pseudoMessage(en['finance.export.button']) }));
      await screen.findByRole('dialog');
      expect(untranslated(document.body)).toEqual([]);
    });

    it("in the invoices' send dialog", async () => {
      const invoice = {
        invoiceNumber: 'INV-2026-000100',
        clientId: 1,
        businessCode: 'CL1',
        clientName: 'Client 1',
        issuedOn: '2026-10-31',
        amountExclVat: 10_000,
        amount: 12_000,
        lines: 3,
        status: 'issued',
        sentAt: null,
        billingEmail: null,
      };
      api.get('finance/billing/getInvoices', {
        items: [invoice],
        total: 1,
        unsent: 1,
        page: 1,
        pageSize: 50,
      });
      const { user } = open('/finance/billing?month=2026-10');
      await user.click(
        await screen.findByRole('button', {
          name: pseudoMessage(en['billing.invoices.sendUnsent']).replace('{count}', '1'),
        }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getAllByRole('checkbox')[1]).toHaveAccessibleName(
        expect.stringContaining(PSEUDO_OPEN),
      );
      expect(untranslated(document.body)).toEqual([]);
    });

    it('on the dunning settings', async () => {
      api.get('finance/recovery/getSettings', {
        firstReminderDays: 7,
        secondReminderDays: 21,
        formalNoticeDays: 45,
        firstReminderTemplateFr: '{invoices}',
        firstReminderTemplateEn: '{invoices}',
        secondReminderTemplateFr: '{invoices}',
        secondReminderTemplateEn: '{invoices}',
        formalNoticeTemplateFr: '{invoices}',
        formalNoticeTemplateEn: '{invoices}',
        recoveryThreshold: 500_000,
        version: 3,
      });
      const { container } = open('/finance/recovery/dunning');
      await screen.findByRole('form');
      expect(untranslated(container)).toEqual([]);
    });
  });
});

describe('in French', () => {
  it('the recovery summary speaks French with French formats', async () => {
    act(() => setLocale('fr'));
    open('/finance/recovery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recouvrement' })).toBeInTheDocument();
    const totals = await screen.findByRole('table', { name: 'Totaux' });
    expect(within(totals).getByTestId('total-notDue').textContent).toMatch(/^2\s000,00\s€$/);
    expect(within(totals).getByRole('columnheader', { name: 'Plus de 90 jours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer les relances' })).toBeInTheDocument();
    expect(screen.getByText(/Ce que doivent 2 clients, au \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
  });
});
