import { useSearchParams } from 'react-router-dom';
import { monthOf, normalizeDate, todayIso } from '../../shared/dates.js';

/** The shown month `YYYY-MM`: from `?date=` (any date of it), else this month; changing it keeps it in the address. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const date = normalizeDate(params.get('date') ?? '') ?? todayIso();
  const setMonth = (month: string) => setParams({ date: `${month}-01` }, { replace: true });
  return [monthOf(date), setMonth];
}
