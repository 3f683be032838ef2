import { LEDGER_KINDS, type LedgerEffect, type LedgerKind } from '../../shared/schemas/fairness-ledger.js';

const KIND_LABELS: Record<LedgerKind, string> = {
  first: '1st',
  second: '2nd',
  weekend: 'Weekend',
  holiday: 'Holiday',
  weekday: 'Weekday',
  total: 'Total',
};

/** A request's effect on each person's call counts: person × kind, "before → after", changes marked. */
export function EffectTable({ effect, caption }: { effect: LedgerEffect; caption?: string }) {
  return (
    // Scrolls sideways on a phone rather than overflowing the dialog (focusable, so keys scroll it too).
    <div className="cr-effect-scroll" tabIndex={0} role="group" aria-label={caption ?? 'Effect on call counts'}>
      <table className="cr-effect">
        <caption>
          {caption ?? 'Effect on call counts'} ({effect.from.slice(0, 4)})
        </caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            {LEDGER_KINDS.map((kind) => (
              <th key={kind} scope="col">
                {KIND_LABELS[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {effect.people.map(({ surgeon, before, after }) => (
            <tr key={surgeon.id}>
              <th scope="row">{surgeon.name}</th>
              {LEDGER_KINDS.map((kind) => (
                <td key={kind} className={before[kind] === after[kind] ? undefined : 'cr-changed'}>
                  {before[kind] === after[kind] ? (
                    before[kind]
                  ) : (
                    <>
                      {before[kind]} → {after[kind]}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
