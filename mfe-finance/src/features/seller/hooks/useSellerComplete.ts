import { useSeller } from '../api';

/** Whether the seller identity lets invoices be issued (true while unknown: the server decides). */
export function useSellerComplete(): boolean {
  const data = useSeller().data;
  return !data || data.problems.length === 0;
}
