import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { SURGEONS_FAILED } from './use-surgeon-options';

/** What an event form says above its fields: a refusal, a surgeon list that failed, the rules' warnings with "Save anyway". */
export function EventFormNotices({
  message,
  surgeonsFailed,
  warnings,
  saving,
  onSaveAnyway,
  onCancelWarnings,
}: {
  message: string | null | undefined;
  surgeonsFailed: boolean;
  warnings: ScheduleWarning[] | null;
  saving: boolean;
  onSaveAnyway: () => void;
  onCancelWarnings: () => void;
}) {
  return (
    <>
      {message && (
        <p className="banner error" role="alert">
          {message}
        </p>
      )}
      {surgeonsFailed && (
        <p className="banner error" role="alert">
          {SURGEONS_FAILED}
        </p>
      )}
      {warnings && (
        <ScheduleWarnings warnings={warnings} busy={saving} onSaveAnyway={onSaveAnyway} onCancel={onCancelWarnings} />
      )}
    </>
  );
}
