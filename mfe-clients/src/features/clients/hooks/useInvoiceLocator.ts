import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientInvoicesQueryOptions, type ClientDetail } from '../api';
import { findInvoicePage } from '../utils/invoiceStanding';

/** Where the invoice a link names is: looking for it, on a page, or not one of the client's. */
export type InvoiceLocation =
  { state: 'none' } | { state: 'locating' } | { state: 'found'; page: number } | { state: 'missing' };

/**
 * Finds the page of the client's invoices that holds `number` (from `?invoice=`): the first page
 * comes with the client; later pages are read through the query cache (the panel shows them
 * from there without asking again).
 */
export function useInvoiceLocator(client: ClientDetail, number: string | null): InvoiceLocation {
  const queryClient = useQueryClient();
  const onFirstPage = number !== null && client.invoices.some((i) => i.invoiceNumber === number);
  const pages = Math.max(1, Math.ceil(client.invoicesTotal / client.invoicesPageSize));
  const [located, setLocated] = useState<{ number: string; page: number | null } | null>(null);

  useEffect(() => {
    if (number === null || onFirstPage) return;
    let current = true;
    const readPage = async (page: number) => {
      if (page === 1) return client.invoices.map((i) => i.invoiceNumber);
      // A page read a minute ago is reused: a refresh of the client does not search again.
      const answer = await queryClient.fetchQuery({
        ...clientInvoicesQueryOptions(client.clientId, page),
        staleTime: 60_000,
      });
      // fetchQuery skips `select`: the answer is the client's detail with that page of invoices.
      return (answer as unknown as ClientDetail).invoices.map((i) => i.invoiceNumber);
    };
    findInvoicePage(number, pages, readPage)
      .then((page) => current && setLocated({ number, page }))
      .catch(() => current && setLocated({ number, page: null }));
    return () => {
      current = false;
    };
  }, [number, onFirstPage, pages, client.clientId, client.invoices, queryClient]);

  if (number === null) return { state: 'none' };
  if (onFirstPage) return { state: 'found', page: 1 };
  if (located?.number !== number) return { state: 'locating' };
  return located.page === null ? { state: 'missing' } : { state: 'found', page: located.page };
}
