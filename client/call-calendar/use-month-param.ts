import { useSearchParams } from 'react-router-dom';
import { monthOf, normalizeDate } from '../../shared/dates.js';
import { practiceToday } from '../lib/practice-clock';

/** The shown month `YYYY-MM`: from `?date=` (any date of it), else this month; changing it keeps it in the address. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const date = normalizeDate(params.get('date') ?? '') ?? practiceToday();
  const setMonth = (month: string) => setParams({ date: `${month}-01` }, { replace: true });
  return [monthOf(date), setMonth];
}
