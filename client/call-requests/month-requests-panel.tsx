import { useEffect, useState } from 'react';
import { monthTitle } from '../../shared/dates.js';
import { callRequestsApi } from './api';
import { RequestCard } from './request-card';
import { openRequestsOf, useCallRequestsStore } from './store';
import { useMonthRequests } from './use-month-requests';

/** Keeps the month's open requests live for the cells' marks (renders nothing). */
export function MonthRequestsFeed({ month }: { month: string }) {
  useMonthRequests(month);
  return null;
}

/** The edit page's list of the month's pending requests; Approve / Decline when the practice requires approval. */
export function MonthRequestsPanel({ month }: { month: string }) {
  useMonthRequests(month, { withNotes: true });
  const requests = useCallRequestsStore((state) => state.requests);
  const open = openRequestsOf(requests, month);
  const [approvalRequired, setApprovalRequired] = useState(false);
  useEffect(() => {
    callRequestsApi.swapApprovalRequired().then(setApprovalRequired, () => undefined);
  }, []);
  return (
    <section className="cr-panel" aria-labelledby="cr-panel-title">
      <h2 id="cr-panel-title">Pending call requests · {monthTitle(month)}</h2>
      {open.length === 0 ? (
        <p className="cr-muted">No pending swaps, give-aways or cover offers this month.</p>
      ) : (
        <ul className="cr-list">
          {open.map((request) => (
            <li key={request.id}>
              <RequestCard detail={{ request, effect: null }} approvalRequired={approvalRequired} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
