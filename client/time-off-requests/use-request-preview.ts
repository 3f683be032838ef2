import { useEffect, useState } from 'react';
import type { TimeOffPreview, TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { timeOffRequestsApi } from './api';

/** What a request's days would empty of its surgeon's calls and office sessions, read when it is shown. */
export function useRequestPreview(request: TimeOffRequest): TimeOffPreview | null {
  const [preview, setPreview] = useState<TimeOffPreview | null>(null);
  const { start_date, end_date, version, id } = request;
  const surgeonId = request.surgeon.id;
  useEffect(() => {
    let current = true;
    timeOffRequestsApi.preview(start_date, end_date, surgeonId, id).then(
      (answer) => current && setPreview(answer),
      () => current && setPreview(null),
    );
    return () => {
      current = false;
    };
  }, [start_date, end_date, surgeonId, id, version]);
  return preview;
}
