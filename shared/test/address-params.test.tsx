import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useAddressParams } from '../src/ui/list/useAddressParams';

function inRouter(initial: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
}

function useParamsAndAddress() {
  const [params, setParams] = useAddressParams();
  return { params, setParams, search: useLocation().search };
}

const withParam = (key: string, value: string) => (previous: URLSearchParams) => {
  const next = new URLSearchParams(previous);
  next.set(key, value);
  return next;
};

test('two filters changed before the page renders again are both kept in the address', () => {
  const { result } = renderHook(useParamsAndAddress, {
    wrapper: inRouter('/settings?list=outbox&status=captured'),
  });
  act(() => {
    result.current.setParams(withParam('dateFrom', '2026-12-03'), { replace: true });
    result.current.setParams(withParam('dateTo', '2026-12-04'), { replace: true });
  });
  expect(result.current.search).toBe('?list=outbox&status=captured&dateFrom=2026-12-03&dateTo=2026-12-04');
  expect(result.current.params.get('dateFrom')).toBe('2026-12-03');
});

test('after a link is followed, the next change starts from the new address', () => {
  const { result } = renderHook(useParamsAndAddress, { wrapper: inRouter('/settings?list=outbox&status=failed') });
  act(() => result.current.setParams({ list: 'adminEvents' }));
  act(() => result.current.setParams(withParam('day', '2026-12-03')));
  expect(result.current.search).toBe('?list=adminEvents&day=2026-12-03');
});
