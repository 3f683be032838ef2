import { useEffect, useRef, useState } from 'react';
import type { BlockFieldPart } from '../../shared/schemas/block-time.js';
import { changedBlockPairs } from '../../shared/schemas/block-time-keys.js';
import { ApiError } from '../lib/api-client';
import { blockTimeApi, savedMonthOf } from './api';
import { copyPattern, rebase, setField, setTicked, startDraft, useBlockDrafts, type Draft } from './editor-draft';
import { addMonths, monthTitle } from '../../shared/dates.js';
import { useBlockTimeStore } from './store';
import { useBlockMonthRoom } from './use-block-time-room';

export type EditorMessage = { kind: 'success' | 'error'; text: string } | null;

/**
 * The edit screen's state for `month`: a draft that follows the live record (kept on top of it
 * while the user has unsaved changes), and the save with its success, 400, 409 and failure.
 */
export function useBlockEditor(month: string) {
  const status = useBlockMonthRoom(month);
  const record = useBlockTimeStore((state) => state.months[month]);
  const applyRecord = useBlockTimeStore((state) => state.applyRecord);
  const draft = useBlockDrafts((state) => state.drafts[month] ?? null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<EditorMessage>(null);
  const savingRef = useRef(false);

  useEffect(() => {
    if (!record) return;
    useBlockDrafts.getState().update(record.month, (current) => {
      if (!current) return startDraft(record);
      // Our own save's echo may arrive before its answer: the answer resets the draft.
      return savingRef.current ? current : rebase(current, record);
    });
  }, [record]);
  const setDraft = (change: (draft: Draft | null) => Draft | null) => useBlockDrafts.getState().update(month, change);

  useEffect(() => setMessage(null), [month]);

  const current = draft;

  const save = async () => {
    if (!current || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setMessage(null);
    try {
      const {
        message: _text,
        changedDates: _dates,
        ...saved
      } = await blockTimeApi.save({ month, version: current.base.version, ...current.data });
      applyRecord(saved, changedBlockPairs(current.base, saved));
      useBlockDrafts.getState().update(saved.month, () => startDraft(saved));
      setMessage({ kind: 'success', text: 'Data saved successfully!' });
    } catch (error) {
      const latest = savedMonthOf(error);
      if (latest && error instanceof ApiError) {
        applyRecord(latest);
        setDraft((held) => held && rebase(held, latest));
        setMessage({
          kind: 'error',
          text: `${error.message} Your changes are kept; the dates the other save changed are marked.`,
        });
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
        setMessage({ kind: 'error', text: error.message });
      } else {
        setMessage({ kind: 'error', text: 'Failed to save data.' });
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const copyLastMonth = async () => {
    setMessage(null);
    try {
      const previous = await blockTimeApi.month(addMonths(month, -1));
      setDraft((held) => held && copyPattern(held, previous));
      setMessage({
        kind: 'success',
        text: `Copied the pattern of ${monthTitle(addMonths(month, -1))}. Save to keep it.`,
      });
    } catch {
      setMessage({ kind: 'error', text: "Failed to read last month's blocks." });
    }
  };

  return {
    status,
    draft: current,
    copyLastMonth,
    saving,
    message,
    save,
    tick: (location: string, date: string, ticked: boolean) =>
      setDraft((held) => held && setTicked(held, location, date, ticked)),
    edit: (location: string, date: string, part: BlockFieldPart, value: string) =>
      setDraft((held) => held && setField(held, location, date, part, value)),
  };
}
