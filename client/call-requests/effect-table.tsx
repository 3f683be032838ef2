import { LEDGER_KIND_LABELS, LEDGER_KINDS, type LedgerEffect } from '../../shared/schemas/fairness-ledger.js';

/** Whose counts the table shows, for the people it has: one name, both names, or how many. */
export function effectCaption(effect: LedgerEffect): string {
  const names = effect.people.map(({ surgeon }) => surgeon.name);
  const whose =
    names.length === 1
      ? `${names[0]}'s call counts`
      : names.length === 2
        ? `the call counts of ${names[0]} and ${names[1]}`
        : `the call counts of ${names.length} people`;
  return `Effect on ${whose} (${effect.from.slice(0, 4)})`;
}

/**
 * A request's effect on the call counts of the people it concerns: one row per kind of call, one
 * column per person ("before → after", changes marked). Kinds down the side keep it to a column
 * or two beside the labels, so it fits a phone without scrolling sideways.
 */
export function EffectTable({ effect }: { effect: LedgerEffect }) {
  return (
    <table className="cr-effect">
      <caption>{effectCaption(effect)}</caption>
      <thead>
        <tr>
          <th scope="col">Calls</th>
          {effect.people.map(({ surgeon }) => (
            <th key={surgeon.id} scope="col">
              {surgeon.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {LEDGER_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{LEDGER_KIND_LABELS[kind]}</th>
            {effect.people.map(({ surgeon, before, after }) => (
              <td key={surgeon.id} className={before[kind] === after[kind] ? undefined : 'cr-changed'}>
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
  );
}
