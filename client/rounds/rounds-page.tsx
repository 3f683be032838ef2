import { useMemo, useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { PrintSection } from '../ui/print-section';
import { RecordsPageFrame } from '../ui/records-page-frame';
import { RoundsTable } from './rounds-table';
import { RoundsToolbar } from './rounds-toolbar';
import { activeRounds, archivedRoundsOn, useRoundsStore } from './store';
import { useRoundsRoom } from './use-rounds-room';
import './rounds.css';

/** /hospital-round: today's active patients, and what left the list today, both live. */
export function RoundsPage() {
  useRoundsRoom();
  const today = usePracticeToday();
  const canWrite = can(
    useSession((state) => state.user?.role),
    'rounds.write',
  );
  const byId = useRoundsStore((state) => state.byId);
  const loaded = useRoundsStore((state) => state.loaded);
  const active = useMemo(() => activeRounds(byId), [byId]);
  const archived = useMemo(() => archivedRoundsOn(byId, today), [byId, today]);
  const [adding, setAdding] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <RecordsPageFrame
      className="rounds"
      heading={`Hospital Rounds ${formatUsDate(today)}`}
      headingActions={
        canWrite && (
          <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={adding}>
            Add Entries
          </button>
        )
      }
      toolbar={<RoundsToolbar />}
      errors={[banner]}
    >
      {!loaded ? (
        <p className="page-loading">Loading...</p>
      ) : (
        <>
          <PrintSection
            id="rounds-active"
            printTitle={`Hospital Rounds — Active Patients — ${formatUsDate(today)}`}
            heading="Active Patients"
            printLabel="Print Active"
          >
            <RoundsTable
              label="Active patients"
              rounds={active}
              canWrite={canWrite}
              showActions={canWrite}
              adding={adding}
              onAdded={() => setAdding(false)}
              onCancelAdd={() => setAdding(false)}
              onRefused={showRefusal}
            />
          </PrintSection>
          <PrintSection
            id="rounds-archived-today"
            printTitle={`Hospital Rounds — Archived — ${formatUsDate(today)}`}
            heading={`Archived ${formatUsDate(today)}`}
            printLabel="Print Archived"
          >
            <RoundsTable
              label="Archived today"
              rounds={archived}
              canWrite={canWrite}
              showActions={canWrite}
              onRefused={showRefusal}
            />
          </PrintSection>
        </>
      )}
    </RecordsPageFrame>
  );
}
