import type { InvoiceRow } from '../api';

/** What an invoice's status badge says: the stored status, or "overdue" once its due date passed unpaid. */
export type ShownInvoiceStatus = InvoiceRow['status'] | 'overdue';

/**
 * An issued or sent invoice with something still due after its due date (compared with today in
 * Paris, `YYYY-MM-DD`) is overdue: the stored status says only that it was sent.
 */
export function isOverdue(
  invoice: Pick<InvoiceRow, 'status' | 'remaining' | 'dueOn'>,
  today: string,
): boolean {
  return (
    (invoice.status === 'issued' || invoice.status === 'sent') &&
    invoice.remaining > 0 &&
    invoice.dueOn < today
  );
}

export function shownStatus(invoice: InvoiceRow, today: string): ShownInvoiceStatus {
  return isOverdue(invoice, today) ? 'overdue' : invoice.status;
}

/** The overdue invoices among those given: how many, and what remains due on them (cents). */
export function overdueStanding(invoices: readonly InvoiceRow[], today: string) {
  const overdue = invoices.filter((i) => isOverdue(i, today));
  return { count: overdue.length, remaining: overdue.reduce((sum, i) => sum + i.remaining, 0) };
}

/**
 * The page of a client's invoices (newest first) that holds `number`, reading as few pages as it
 * can: a binary search on the numbers (INV-YYYY-NNNNNN grow with time, and compare as text), then,
 * should the issue dates and the numbers disagree, the pages not read yet one by one. Null when
 * no page holds it.
 */
export async function findInvoicePage(
  number: string,
  pages: number,
  readPage: (page: number) => Promise<readonly string[]>,
): Promise<number | null> {
  const read = new Map<number, readonly string[]>();
  const numbersOf = async (page: number) => {
    if (!read.has(page)) read.set(page, await readPage(page));
    return read.get(page)!;
  };
  let low = 1;
  let high = pages;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const numbers = await numbersOf(middle);
    if (numbers.includes(number)) return middle;
    if (numbers.length === 0) high = middle - 1;
    else if (numbers.every((n) => n < number)) high = middle - 1;
    else if (numbers.every((n) => n > number)) low = middle + 1;
    else break;
  }
  for (let page = 1; page <= pages; page += 1) {
    if (read.has(page)) continue;
    if ((await numbersOf(page)).includes(number)) return page;
  }
  return null;
}
