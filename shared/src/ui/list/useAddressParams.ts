import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  createSearchParams,
  useSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router-dom';

type ParamsUpdate = URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit);

/**
 * `useSearchParams` whose updates build on each other: react-router hands an update function
 * the parameters of the last render, so two changes made before the page renders again (two
 * filters typed in quick succession on a busy laptop) lose the first. Here an update starts
 * from the last parameters written, or from the address once it has rendered a newer one.
 * Every page that keeps its state in the address uses this instead of react-router's hook.
 */
export function useAddressParams(): [
  URLSearchParams,
  (update: ParamsUpdate, options?: NavigateOptions) => void,
] {
  const [params, setSearchParams] = useSearchParams();
  const latest = useRef(params);
  // A newer address shown (a link followed, back, or the update itself) is the new start.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const setParams = useCallback(
    (update: ParamsUpdate, options?: NavigateOptions) => {
      const next = createSearchParams(
        typeof update === 'function' ? update(new URLSearchParams(latest.current)) : update,
      );
      latest.current = next;
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [params, setParams];
}
