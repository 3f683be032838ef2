import { actionLabel, areaLabel, recordIdText } from '../../shared/audit-fields.js';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { ApiError } from '../lib/api-client';
import { formatPracticeInstant } from '../lib/practice-clock';
import { TopBar } from '../ui/top-bar';
import { allEntries, auditApi, type AuditFilter } from '../lib/audit-api';
import { downloadCsv } from '../lib/download-csv';
import { auditCsv } from './audit-csv';
import { AuditFilters } from './audit-filters';
import { changesText } from '../ui/describe-history-entry';
import '../ui/history.css';

/** /administration/audit: the audit trail, newest first, filtered and paged; CSV of the whole filter. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');

  const load = useCallback(async (wanted: AuditFilter, page: string | null) => {
    setErrors({});
    setMessage('');
    try {
      const answer = await auditApi.page(wanted, page);
      setEntries((shown) => (page ? [...shown, ...answer.entries] : answer.entries));
      setNext(answer.next_page);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      else setMessage('Could not load the audit log.');
    }
  }, []);

  useEffect(() => {
    void load(filter, null);
  }, [filter, load]);

  const handleExport = async () => downloadCsv('audit-log.csv', auditCsv(await allEntries(filter)));

  return (
    <>
      <TopBar />
      <main className="page">
        <div className="page-heading">
          <h1>Audit log</h1>
          <button type="button" className="button secondary" onClick={handleExport}>
            Export CSV
          </button>
        </div>
        <AuditFilters errors={errors} onApply={setFilter} />
        {message && (
          <p className="error-text" role="alert">
            {message}
          </p>
        )}
        {/* Focusable, so the keyboard scrolls it sideways on a narrow screen. */}
        <div className="audit-scroll" role="region" aria-label="Audit entries, scrollable" tabIndex={0}>
          <table className="audit-table" aria-label="Audit entries">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>Area</th>
                <th>Action</th>
                <th>Record</th>
                <th>Changes</th>
                <th>Address</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatPracticeInstant(entry.at, 'dateTime')}</td>
                  <td>{entry.actor_name}</td>
                  <td>{areaLabel(entry.area)}</td>
                  <td>{actionLabel(entry.action)}</td>
                  <td>{recordIdText(entry.entity_id)}</td>
                  <td className="audit-changes">{changesText(entry)}</td>
                  <td>{entry.address ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {entries.length === 0 && <p>No entries.</p>}
        {next && (
          <button type="button" className="button secondary" onClick={() => load(filter, next)}>
            Older entries
          </button>
        )}
      </main>
    </>
  );
}
