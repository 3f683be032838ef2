import { useEffect, useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { SLOT_LABELS } from '../../shared/schemas/call-slots.js';
import type { CallCandidates, SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import { ApiError } from '../lib/api-client';
import { Modal } from '../ui/modal';
import { callSuggestionsApi } from './api';

/** Why a cell was suggested for its person, and who else could take it (ranked) or may not (and why). */
export function WhyDialog({
  suggestion,
  nameOf: name,
  onAccept,
  onClose,
}: {
  suggestion: SuggestedEntry;
  nameOf: (id: number) => string;
  onAccept: (entries: SuggestedEntry[]) => void;
  onClose: () => void;
}) {
  const [others, setOthers] = useState<CallCandidates | null>(null);
  const [failed, setFailed] = useState('');
  const { date, slot } = suggestion;
  useEffect(() => {
    callSuggestionsApi
      .candidates(date, slot)
      .then(setOthers)
      .catch((error: unknown) =>
        setFailed(error instanceof ApiError ? error.message : 'Could not load who else could take it.'),
      );
  }, [date, slot]);
  const take = (surgeonId: number) => {
    onAccept([{ ...suggestion, surgeon_id: surgeonId }]);
    onClose();
  };
  return (
    <Modal title={`${SLOT_LABELS[slot]} call, ${formatUsDate(date)}`} onClose={onClose} wide>
      <h3>Suggested: {name(suggestion.surgeon_id)}</h3>
      <ul className="cs-reasons">
        {suggestion.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <h3>Who else</h3>
      {failed && <p className="banner error">{failed}</p>}
      {!others && !failed && <p>Loading...</p>}
      {others && (
        <>
          <table className="cs-candidates">
            <caption>Free to take it, the best fit first (as the calendar is saved now)</caption>
            <thead>
              <tr>
                <th scope="col">Physician</th>
                <th scope="col">Cost</th>
                <th scope="col">Their counts</th>
                <th scope="col">
                  <span className="visually-hidden">Choose</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {others.candidates.map((candidate) => (
                <tr key={candidate.surgeon_id}>
                  <td>{name(candidate.surgeon_id)}</td>
                  <td>{candidate.cost}</td>
                  <td>{candidate.reasons.join(' ')}</td>
                  <td>
                    <button type="button" onClick={() => take(candidate.surgeon_id)}>
                      Put {name(candidate.surgeon_id)} here
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {others.excluded.length > 0 && (
            <>
              <h3>May not take it</h3>
              <ul className="cs-excluded">
                {others.excluded.map((person) => (
                  <li key={person.surgeon_id}>
                    <strong>{name(person.surgeon_id)}</strong>: {person.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
