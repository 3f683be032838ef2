import { isActiveRound, type RoundRecord } from '../../shared/schemas/rounds.js';

/**
 * S/O and D/C. On an active row, ticking one signs off or discharges (the row moves to the
 * archive). On an archived row the ticked box can be unticked and, while one is ticked, the
 * other is disabled (they are mutually exclusive). Without write permission: text only.
 */
export function SoDcBoxes({
  round,
  canWrite,
  busy,
  onTick,
  onToggleBack,
}: {
  round: RoundRecord;
  canWrite: boolean;
  busy: boolean;
  onTick: (flag: 'so' | 'dc') => void;
  onToggleBack: (flag: 'so' | 'dc', value: boolean) => void;
}) {
  const name = `${round.first_name} ${round.last_name}`;
  if (!canWrite) {
    const text = round.so ? 'S/O' : round.dc ? 'D/C' : round.is_archived ? 'Archived' : '';
    return <span className="sodc-text">{text}</span>;
  }
  const active = isActiveRound(round);
  const box = (flag: 'so' | 'dc', text: string) => {
    const checked = round[flag] === 1;
    const other = round[flag === 'so' ? 'dc' : 'so'] === 1;
    return (
      <label className="sodc-box">
        <input
          type="checkbox"
          aria-label={`${text} ${name}`}
          checked={checked}
          disabled={busy || other}
          onChange={(event) => (active ? onTick(flag) : onToggleBack(flag, event.target.checked))}
        />
        {text}
      </label>
    );
  };
  return (
    <span className="sodc">
      {box('so', 'S/O')}
      {box('dc', 'D/C')}
    </span>
  );
}
