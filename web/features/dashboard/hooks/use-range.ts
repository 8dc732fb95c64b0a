import { useSearchParams } from 'react-router';
import type { TimeRange } from '@common/constants';
import { RANGE_PARAM, parseRange, withRange } from '../lib/range';

/** The range of the query string and a setter that swaps it in place (no history entry each). */
export function useRange(): [TimeRange, (range: TimeRange) => void] {
  const [search, setSearch] = useSearchParams();
  const range = parseRange(search.get(RANGE_PARAM));
  const setRange = (next: TimeRange) =>
    setSearch((current) => withRange(current, next), { replace: true, preventScrollReset: true });
  return [range, setRange];
}
