import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ListViewModel } from './list-view-model';

/**
 * Keeps a list and the address bar in step: the address leads on arrival, back and forward; the
 * list writes its own changes back (one history entry each, so back undoes a filter). Call it in an
 * observer, after useViewModel, so the list is attached before it first loads.
 */
export function useListAddress<R, F extends object, S extends string>(
  list: ListViewModel<R, F, S>,
  defaultSize: number,
): void {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  useEffect(
    () => list.applySearchParams(new URLSearchParams(address), defaultSize),
    [list, address, defaultSize],
  );
  const written = list.searchParams;
  useEffect(() => {
    // `written` is what the list showed at render. The effect above may have moved the list on since
    // (a link just opened); then this waits for the render that follows rather than write the old one.
    if (list.searchParams !== written) return;
    const next = list.addressFrom(address);
    if (next !== address) setParams(new URLSearchParams(next));
  }, [list, written, address, setParams]);
}
