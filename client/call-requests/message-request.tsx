import { useEffect, useState } from 'react';
import { monthOf } from '../../shared/dates.js';
import type { CallRequestDetail } from '../../shared/schemas/call-requests.js';
import { callRequestsApi } from './api';
import { RequestCard } from './request-card';
import { useMonthRequests } from './use-month-requests';

function LiveMonth({ month }: { month: string }) {
  useMonthRequests(month);
  return null;
}

/** Beside a message about a call request: the request, its effect on both counts and the viewer's actions. */
export function MessageRequest({ messageId }: { messageId: string | number }) {
  const [detail, setDetail] = useState<CallRequestDetail | null>(null);
  const [approvalRequired, setApprovalRequired] = useState(false);
  useEffect(() => {
    let active = true;
    setDetail(null);
    callRequestsApi.ofMessage(messageId).then(
      (answer) => active && setDetail(answer.call_request),
      // Most messages are about no request (or the server does not know of requests): nothing to show.
      () => undefined,
    );
    callRequestsApi.swapApprovalRequired().then(
      (required) => active && setApprovalRequired(required),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [messageId]);
  if (!detail) return null;
  return (
    <>
      <LiveMonth month={monthOf(detail.request.date)} />
      <RequestCard key={detail.request.id} detail={detail} approvalRequired={approvalRequired} />
    </>
  );
}
