import type { PersonOption } from '../../shared/schemas/users.js';
import { isGroupTicked, toggleAll, toggleGroup, togglePerson, type RecipientChoice } from './recipient-choice';

interface Props {
  staff: PersonOption[];
  physicians: PersonOption[];
  choice: RecipientChoice;
  onChange: (choice: RecipientChoice) => void;
}

/** Send to All, the Staff and Physician group boxes, and one tick per person. */
export function RecipientPicker({ staff, physicians, choice, onChange }: Props) {
  return (
    <fieldset className="recipient-picker">
      <legend>Recipients</legend>
      <div className="recipient-groups">
        <label className="tick">
          <input type="checkbox" checked={choice.all} onChange={() => onChange(toggleAll(choice))} />
          Send to All
        </label>
        <label className="tick">
          <input
            type="checkbox"
            checked={isGroupTicked(choice, staff)}
            onChange={() => onChange(toggleGroup(choice, staff))}
          />
          Staff
        </label>
        <label className="tick">
          <input
            type="checkbox"
            checked={isGroupTicked(choice, physicians)}
            onChange={() => onChange(toggleGroup(choice, physicians))}
          />
          Physician
        </label>
      </div>
      <div className="recipient-columns">
        <PeopleColumn title="Staff members" people={staff} choice={choice} onChange={onChange} />
        <PeopleColumn title="Physicians" people={physicians} choice={choice} onChange={onChange} />
      </div>
    </fieldset>
  );
}

function PeopleColumn({
  title,
  people,
  choice,
  onChange,
}: { title: string; people: PersonOption[] } & Pick<Props, 'choice' | 'onChange'>) {
  return (
    <div role="group" aria-label={title} className="recipient-column">
      <h3>{title}</h3>
      {people.map((person) => (
        <label key={person.id} className="tick">
          <input
            type="checkbox"
            checked={choice.all || choice.ticked.has(person.id)}
            onChange={() => onChange(togglePerson(choice, person.id))}
          />
          {person.name}
        </label>
      ))}
    </div>
  );
}
