import { useAddressParams } from '@courier/shared';
import { lastMonth, MONTH_PATTERN } from '../utils/month';

/** The month of the page in the address (`?month=2026-10`), last month by default. */
export function useBillingMonth(): [string, (month: string) => void] {
  const [params, setParams] = useAddressParams();
  const raw = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(raw) ? raw : lastMonth();
  const setMonth = (next: string) =>
    setParams(
      (p) => {
        p.set('month', next);
        p.delete('page');
        return p;
      },
      { replace: true },
    );
  return [month, setMonth];
}
