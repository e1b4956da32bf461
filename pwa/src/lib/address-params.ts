import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's filters kept in its address, changed one at a time. The router renders a new address
 * in a transition, so the params of the last render can be a step behind: a change built on them
 * undoes the one made a moment before (she taps a slot, then "Sort by pickup time", and the
 * slot comes back). A change here is built on the address as the browser holds it now.
 */
export function useAddressParams(): [URLSearchParams, ChangeAddress] {
  const [params, setParams] = useSearchParams();
  const change = useCallback<ChangeAddress>(
    (edit, options = {}) =>
      setParams(edit(new URLSearchParams(window.location.search)), { replace: options.replace ?? true }),
    [setParams],
  );
  return [params, change];
}

/** A filter replaces the address; `replace: false` makes a step the back button returns from. */
type ChangeAddress = (edit: (latest: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;
