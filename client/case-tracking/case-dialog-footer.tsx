/** The bottom of a case dialog's form: the server's refusal (when no field shows it), then Back and submit. */
export function CaseDialogFooter({
  message,
  busy,
  submitLabel,
  onBack,
}: {
  message: string | null;
  busy: boolean;
  submitLabel: string;
  onBack: () => void;
}) {
  return (
    <>
      {message && (
        <p className="banner error" role="alert">
          {message}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
