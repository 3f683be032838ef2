import { useEffect, useState } from 'react';
import { PUSH_KINDS, type PushKind, type PushPreferences } from '../../shared/schemas/push.js';
import { ApiError } from '../lib/api-client';
import { pushApi } from './api';

const LABELS: Record<PushKind, string> = {
  message: 'New messages',
  'call-request': 'Swap, give-away and cover offers to me, and the outcome of mine',
  'call-change': 'Changes to my calls in the next two weeks',
  page: 'Pages',
};

/** Which kinds of notification reach my devices; pages stay on while I am on call today. */
export function PushKindsForm() {
  const [preferences, setPreferences] = useState<PushPreferences | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    pushApi.preferences().then(setPreferences, () => setSaid({ ok: false, text: 'Your choices could not be read.' }));
  }, []);
  if (!preferences) return null;

  const toggle = async (kind: PushKind, on: boolean) => {
    const off = on ? preferences.off.filter((other) => other !== kind) : [...preferences.off, kind];
    setSaid(null);
    try {
      setPreferences(await pushApi.savePreferences(off));
      setSaid({ ok: true, text: 'Saved.' });
    } catch (error) {
      setSaid({ ok: false, text: error instanceof ApiError ? error.message : 'Your choice could not be saved.' });
    }
  };

  return (
    <fieldset className="push-kinds">
      <legend>What reaches my devices</legend>
      {PUSH_KINDS.map((kind) => {
        const locked = kind === 'page' && preferences.on_call_today;
        return (
          <label key={kind}>
            <input
              type="checkbox"
              checked={!preferences.off.includes(kind) || locked}
              disabled={locked}
              aria-describedby={locked ? 'push-pages-locked' : undefined}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            {LABELS[kind]}
          </label>
        );
      })}
      {preferences.on_call_today && (
        <p id="push-pages-locked" className="field-hint">
          You are on call today: pages reach you whatever you choose.
        </p>
      )}
      <p role="status" className={said?.ok === false ? 'banner error' : 'success-text'}>
        {said?.text}
      </p>
    </fieldset>
  );
}
