import { useMemo, useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { PrintSection } from '../ui/print-section';
import { RecordsPageFrame } from '../ui/records-page-frame';
import { OperativeLogToolbar } from './operative-log-toolbar';
import { OperativeTable } from './operative-table';
import { StatsPanel } from './stats-panel';
import { entriesOn, useOperativeLogStore } from './store';
import { useOperativeLogRoom } from './use-operative-log-room';
import './operative-log.css';

/** /oparative-log: today's entries (add and edit happen only today) and the yearly statistics, live. */
export function OperativeLogPage() {
  useOperativeLogRoom();
  const today = usePracticeToday();
  const canWrite = can(
    useSession((state) => state.user?.role),
    'operative-log.write',
  );
  const byId = useOperativeLogStore((state) => state.byId);
  const loaded = useOperativeLogStore((state) => state.loaded);
  const entries = useMemo(() => entriesOn(byId, today), [byId, today]);
  const [adding, setAdding] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <RecordsPageFrame
      className="operative-log"
      heading={`Operative Log ${formatUsDate(today)}`}
      headingActions={
        canWrite && (
          <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={adding}>
            Add New Entry
          </button>
        )
      }
      toolbar={<OperativeLogToolbar currentDate={today} />}
      errors={[banner]}
    >
      <PrintSection
        id="operative-today"
        printTitle={`Operative Log — ${formatUsDate(today)}`}
        heading={`Entries of ${formatUsDate(today)}`}
      >
        {!loaded ? (
          <p className="page-loading">Loading...</p>
        ) : (
          <OperativeTable
            label="Operative log entries"
            entries={entries}
            editable={() => canWrite}
            adding={adding}
            onAdded={() => setAdding(false)}
            onCancelAdd={() => setAdding(false)}
            onRefused={showRefusal}
          />
        )}
      </PrintSection>
      <StatsPanel />
    </RecordsPageFrame>
  );
}
