import { useAddressParams } from '@courier/shared';

const TABS = ['run', 'seller', 'archive'];

/** The open tab of the invoicing page in the address (`?tab=seller`), so that it can be linked; the run by default. */
export function useBillingTab(): [string, (tab: string | null) => void] {
  const [params, setParams] = useAddressParams();
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : 'run';
  const setTab = (next: string | null) =>
    setParams(
      (p) => {
        if (!next || next === 'run') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  return [tab, setTab];
}
