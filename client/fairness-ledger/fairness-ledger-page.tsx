import { useState } from 'react';
import { paths } from '../lib/paths';
import { Link } from 'react-router-dom';
import { formatUsDate, weekdayName } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { can } from '../../shared/roles.js';
import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type FairnessLedger,
  type LedgerKind,
} from '../../shared/schemas/fairness-ledger.js';
import { downloadCsv } from '../lib/download-csv';
import { practiceToday } from '../lib/practice-clock';
import { useSession } from '../lib/session';
import { useRoomWatch } from '../lib/use-room';
import { DateRangeFields } from '../ui/date-range-fields';
import { Modal } from '../ui/modal';
import { PrintHeading } from '../ui/print-heading';
import { TopBar } from '../ui/top-bar';
import { ledgerCsv, ledgerCsvName } from './ledger-csv';
import { formatDeviation, monthsOf, quarterOf, yearOf, type DateRange } from './ranges';
import { useFairnessLedger } from './use-fairness-ledger';
import './fairness-ledger.css';

const KIND_WORDS: Record<LedgerKind, string> = {
  first: '1st calls',
  second: '2nd calls',
  weekend: 'weekend calls',
  holiday: 'holiday calls',
  weekday: 'weekday calls',
  total: 'calls in all',
};

/** Joins one month room for its events only: the ledger re-reads on each save in it (and on each rejoin). */
function MonthWatch({ month, onChange }: { month: string; onChange: () => void }) {
  useRoomWatch(rooms.month(month), onChange);
  return null;
}

interface Shown {
  surgeon: FairnessLedger['surgeons'][number]['surgeon'];
  kind: LedgerKind;
  days: string[];
}

/** /fairness-ledger: every active surgeon's calls by kind over a range, the days behind each count, and the deviation from the mean. */
export function FairnessLedgerPage() {
  const [today] = useState(practiceToday);
  const [range, setRange] = useState<DateRange>(() => yearOf(today));
  const [shown, setShown] = useState<Shown | null>(null);
  const role = useSession((state) => state.user?.role);
  const { ledger, errors, failed, readSoon } = useFairnessLedger(range);
  const picks: [string, DateRange][] = [
    ['This quarter', quarterOf(today)],
    ['This year', yearOf(today)],
    ['Last year', yearOf(today, -1)],
  ];

  return (
    <>
      <TopBar />
      <main className="page fairness-ledger" id="main">
        {monthsOf(range).map((month) => (
          <MonthWatch key={month} month={month} onChange={readSoon} />
        ))}
        <div className="page-heading">
          <h1>Fairness ledger</h1>
          <div className="ledger-actions">
            {can(role, 'holidays.manage') && <Link to={paths.holidays}>Practice holidays</Link>}
            <button
              type="button"
              className="button secondary"
              disabled={!ledger}
              onClick={() => ledger && downloadCsv(ledgerCsvName(ledger), ledgerCsv(ledger))}
            >
              Download CSV
            </button>
          </div>
        </div>
        <form className="ledger-filters" onSubmit={(event) => event.preventDefault()} aria-label="Date range">
          <DateRangeFields
            range={range}
            onChange={setRange}
            errors={errors}
            required
            stacked={{ className: 'ledger-field', idPrefix: 'ledger' }}
          />
          <div className="ledger-picks" role="group" aria-label="Quick ranges">
            {picks.map(([label, pick]) => (
              <button
                key={label}
                type="button"
                className="button secondary"
                aria-pressed={pick.from === range.from && pick.to === range.to}
                onClick={() => setRange(pick)}
              >
                {label}
              </button>
            ))}
          </div>
        </form>
        {failed && (
          <p className="field-error" role="alert">
            The ledger could not be loaded. It will be read again on the next change.
          </p>
        )}
        {ledger && (
          <>
            <PrintHeading
              title="Fairness ledger"
              covers={`${formatUsDate(ledger.from)} to ${formatUsDate(ledger.to)}`}
              paper="portrait"
            />
            <p className="ledger-note">
              1st and 2nd calls from {formatUsDate(ledger.from)} to {formatUsDate(ledger.to)}. Each call counts once as
              holiday (a practice holiday), weekend (
              {ledger.friday_counts_as_weekend ? 'Friday night, Saturday and Sunday' : 'Saturday and Sunday'}) or
              weekday. {ledger.friday_counts_as_weekend ? 'Friday counts as weekend.' : 'Friday counts as a weekday.'}{' '}
              Under each count: its difference from the group&apos;s mean.
            </p>
            <div className="ledger-table-wrap">
              <table className="ledger-table">
                <caption>Calls per surgeon</caption>
                <thead>
                  <tr>
                    <th scope="col">Surgeon</th>
                    {LEDGER_KINDS.map((kind) => (
                      <th scope="col" key={kind}>
                        {LEDGER_KIND_LABELS[kind]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ledger.surgeons.map((row) => (
                    <tr key={row.surgeon.id}>
                      <th scope="row">{row.surgeon.name}</th>
                      {LEDGER_KINDS.map((kind) => (
                        <td key={kind}>
                          <button
                            type="button"
                            className="ledger-count"
                            aria-label={`${row.surgeon.name}: ${row.counts[kind]} ${KIND_WORDS[kind]}, ${formatDeviation(row.deviation[kind])} from the mean. Show the days`}
                            onClick={() => setShown({ surgeon: row.surgeon, kind, days: row.days[kind] })}
                          >
                            {row.counts[kind]}
                          </button>
                          <span
                            className={`ledger-deviation ${row.deviation[kind] > 0.05 ? 'above' : row.deviation[kind] < -0.05 ? 'below' : ''}`}
                            aria-hidden="true"
                          >
                            {formatDeviation(row.deviation[kind])}
                          </span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Group mean</th>
                    {LEDGER_KINDS.map((kind) => (
                      <td key={kind}>{ledger.mean[kind].toFixed(1)}</td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
        {shown && (
          <Modal
            title={`${shown.surgeon.name}: ${shown.days.length} ${KIND_WORDS[shown.kind]}`}
            onClose={() => setShown(null)}
          >
            {shown.days.length === 0 ? (
              <p>None in this range.</p>
            ) : (
              <ul className="ledger-days" aria-label="Days">
                {shown.days.map((day, index) => (
                  <li key={`${day}-${index}`} data-date={day}>
                    {weekdayName(day).slice(0, 3)} {formatUsDate(day)}
                  </li>
                ))}
              </ul>
            )}
          </Modal>
        )}
      </main>
    </>
  );
}
