import { formatMonthDay, formatUsDate, weekOfMonth } from '../../shared/dates.js';
import { blockHourMeridiem, type BlockFieldPart } from '../../shared/schemas/block-time.js';
import { blockCheckboxKey, blockFieldKey } from '../../shared/schemas/block-time-keys.js';
import { conflictingPairs, type Draft } from './editor-draft';
import { LocationWeekdayTable } from './location-weekday-table';

interface Props {
  month: string;
  draft: Draft;
  disabled: boolean;
  onTick(location: string, date: string, ticked: boolean): void;
  onField(location: string, date: string, part: BlockFieldPart, value: string): void;
}

/** Locations by Monday–Friday; per date a checkbox that enables its start and end inputs. */
export function BlockEditorGrid({ month, draft, disabled, onTick, onField }: Props) {
  const conflicts = conflictingPairs(draft);
  return (
    <LocationWeekdayTable
      month={month}
      label="Edit block time"
      className="block-table block-edit-table"
      renderDates={(location, dates) =>
        dates.map((date) => {
          const entry = draft.data.locations[location]?.[date];
          const ticked = draft.data.checkboxStates[blockCheckboxKey(location, date)] ?? Boolean(entry);
          const name = `${location} ${formatUsDate(date)}`;
          const value = (part: BlockFieldPart) => String(entry?.[blockFieldKey(date, part)] ?? '');
          const input = (part: BlockFieldPart, label: string, min: number, max: number) => (
            <input
              type="number"
              min={min}
              max={max}
              aria-label={`${name} ${label}`}
              disabled={disabled || !ticked}
              value={value(part)}
              onChange={(event) => onField(location, date, part, event.target.value)}
            />
          );
          const meridiem = (part: BlockFieldPart) =>
            Number(value(part)) >= 1 ? blockHourMeridiem(Number(value(part))) : '';
          const pair = `${location} ${date}`;
          const className = [
            'block-edit-date',
            draft.touched.includes(pair) ? 'unsaved' : '',
            draft.othersChanged.includes(pair) ? 'changed-elsewhere' : '',
            conflicts.includes(pair) ? 'conflict' : '',
          ].join(' ');
          return (
            <div key={date} className={className}>
              <label className="tick">
                <input
                  type="checkbox"
                  aria-label={name}
                  checked={ticked}
                  disabled={disabled}
                  onChange={(event) => onTick(location, date, event.target.checked)}
                />
                {formatMonthDay(date)} <span className="block-week">Week {weekOfMonth(date)}</span>
              </label>
              <div className="block-times">
                <span>Start</span>
                {input('startHour', 'start hour', 1, 12)}
                {input('startMinute', 'start minute', 0, 59)}
                <span className="meridiem">{meridiem('startHour')}</span>
                <span>End</span>
                {input('endHour', 'end hour', 1, 12)}
                {input('endMinute', 'end minute', 0, 59)}
                <span className="meridiem">{meridiem('endHour')}</span>
              </div>
            </div>
          );
        })
      }
    />
  );
}
