import { SURGEONS_FAILED } from './use-surgeon-options';

/**
 * What an event form says above its fields: a refusal, a surgeon list that failed. (The rules'
 * warnings with "Save anyway" sit beside Submit instead, where the eye is after a click.)
 */
export function EventFormNotices({
  message,
  surgeonsFailed,
}: {
  message: string | null | undefined;
  surgeonsFailed: boolean;
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
    </>
  );
}
