import { useRef } from 'react';
import { formatTime12, parseIsoDate } from '../../shared/dates.js';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { FAMILY_STAGES, type FamilyStage } from '../../shared/case-tracking.js';
import type { FamilyCase } from '../../shared/schemas/case-tracking.js';
import { BoardConnectionState } from './board-connection-state';
import { useBoardClock } from './use-board-clock';
import { useBoardConnection } from './use-board-connection';
import { useFamilyDay } from './use-family-day';
import { useFamilyPages } from './use-family-pages';
import type { BoardViewProps } from './board-view-props';
import './family-board.css';

const longDate = (iso: string) =>
  parseIsoDate(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** Each stage's look; the words are always shown, the colour only repeats them. */
const STAGE_CLASS: Record<FamilyCase['stage'], string> = {
  Scheduled: 'scheduled',
  'Checked in': 'checked-in',
  'In surgery': 'in-surgery',
  'Finishing surgery': 'finishing',
  'In recovery': 'recovery',
  'Ready for visitors': 'ready',
  'Please see the front desk': 'front-desk',
};

/** What each stage means to a family, in the order a case goes through them: the board's legend. */
const STAGE_MEANINGS: Record<FamilyStage, string> = {
  Scheduled: 'not checked in yet',
  'Checked in': 'getting ready for surgery',
  'In surgery': 'in the operating room',
  'Finishing surgery': 'surgery is ending',
  'In recovery': 'waking up in recovery',
  'Ready for visitors': 'you may visit',
  'Please see the front desk': 'plans changed',
};

/** The legend: each status in its colour with what it means, and "Delayed". */
function StageLegend() {
  return (
    <section className="family-legend" aria-label="What the statuses mean">
      <ul>
        {FAMILY_STAGES.map((stage) => (
          <li key={stage}>
            <span className={`family-stage ${STAGE_CLASS[stage]}`}>{stage}</span> {STAGE_MEANINGS[stage]}
          </li>
        ))}
        <li>
          <span className="family-delayed">Delayed</span> later than planned
        </li>
      </ul>
    </section>
  );
}

/**
 * The family waiting room's screen: today's cases by case code, surgeon and plain stage, live,
 * in the server's order (under way and to come first, finished last), with a legend of the stages.
 * It only ever receives the family day (the server builds it without any patient detail).
 */
export function FamilyBoardView({ socket, board, timeZone, generation }: BoardViewProps) {
  const clock = useBoardClock(timeZone);
  const { day, status } = useFamilyDay(socket, clock.date, generation);
  const connection = useBoardConnection(status);
  const area = useRef<HTMLDivElement>(null);
  const cases = day?.cases ?? [];
  const { page, pages, from, to } = useFamilyPages(area, cases.length);

  return (
    <main className="board family-board" aria-label={`Board ${board.name}`}>
      <header className="family-board-header">
        <div>
          <h1 className="family-board-practice">{PRACTICE_NAME}</h1>
          <p className="family-board-subtitle">Surgery progress · {longDate(clock.date)}</p>
        </div>
        <span className="family-board-clock" aria-label="Time now">
          {formatTime12(clock.time)}
        </span>
        <BoardConnectionState connection={connection} timeZone={timeZone} />
      </header>
      {!day ? (
        <p className="board-message" role="status">
          Loading…
        </p>
      ) : day.cases.length === 0 ? (
        <p className="board-message">No surgeries today.</p>
      ) : (
        <div className="family-board-area" ref={area}>
          <table className="family-board-table">
            <caption className="visually-hidden">Today&apos;s surgeries by case code</caption>
            <thead>
              <tr>
                <th scope="col">Case code</th>
                <th scope="col">Surgeon</th>
                <th scope="col">Status</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {cases.slice(from, to).map((one) => (
                <tr key={one.case_code}>
                  <th scope="row" className="family-board-code">
                    {one.case_code}
                  </th>
                  <td>{one.surgeon}</td>
                  <td>
                    <span className={`family-stage ${STAGE_CLASS[one.stage]}`}>{one.stage}</span>
                    {one.delayed && <span className="family-delayed">Delayed</span>}
                  </td>
                  <td className="family-board-since">{one.since ? formatTime12(one.since) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {day && day.cases.length > 0 && <StageLegend />}
      <footer className="family-board-footer">
        <span>Find your case code on the card you were given. Please ask the front desk if you have any question.</span>
        {pages > 1 && (
          <span className="family-board-page">
            Page {page + 1} of {pages}
          </span>
        )}
      </footer>
    </main>
  );
}
