import { addDays, formatUsDate, datesOfMonth, weekdayName } from '../../shared/dates.js';
import { DayView, type CellAddon } from './day-view';
import { EditDay } from './edit-day';
import { useEditDraft } from './edit-draft';
import { MonthAgenda } from './month-agenda';

const PHONE_DAY_TITLE = 'cc-phone-day-title';

/** The day a phone edits first: today when the month holds it, else the month's first day. */
export function firstDayToEdit(month: string, today: string): string {
  return today.startsWith(month) ? today : `${month}-01`;
}

/**
 * Phones, and windows too narrow for the month's grid (zoomed in), edit one day at a time: the day's slots as full-size selects (the same cells, rules
 * and warnings as the desktop grid), with the previous and next day a tap away.
 */
export function PhoneDayForm({
  month,
  date,
  onDate,
  slotAddon,
}: {
  month: string;
  date: string;
  onDate: (date: string) => void;
  slotAddon?: CellAddon;
}) {
  const dates = datesOfMonth(month);
  const [previous, next] = [addDays(date, -1), addDays(date, 1)];
  const changed = useEditDraft((state) => state.edits[date] !== undefined);
  return (
    <section className="cc-phone-day" aria-labelledby={PHONE_DAY_TITLE}>
      <div className="cc-phone-day-nav">
        <button
          type="button"
          className="button secondary"
          disabled={!dates.includes(previous)}
          onClick={() => onDate(previous)}
        >
          ‹ Previous day
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={!dates.includes(next)}
          onClick={() => onDate(next)}
        >
          Next day ›
        </button>
      </div>
      <h2 id={PHONE_DAY_TITLE} tabIndex={-1}>
        {weekdayName(date)} {formatUsDate(date)}
        {changed && <span className="cc-phone-changed"> · changed, not saved yet</span>}
      </h2>
      <div className="cc-edit-grid cc-phone-slots">
        <EditDay date={date} slotAddon={slotAddon} />
      </div>
    </section>
  );
}

/** The month as a list of days (today first) to pick the day to edit; each shows what is saved. */
export function PhoneDayPicker({
  month,
  today,
  date,
  onDate,
}: {
  month: string;
  today: string;
  date: string;
  onDate: (date: string) => void;
}) {
  const edits = useEditDraft((state) => state.edits);
  const pick = (day: string) => {
    onDate(day);
    // Back up to the form, with the focus on its day.
    requestAnimationFrame(() => document.getElementById(PHONE_DAY_TITLE)?.focus());
  };
  return (
    <section className="cc-phone-picker" aria-label="Days of the month">
      <h2>Pick a day to edit</h2>
      <MonthAgenda
        month={month}
        today={today}
        renderDay={(day) => {
          const text = day === date ? 'Editing' : edits[day] ? 'Edit (changed)' : 'Edit';
          return (
            <div className="cc-phone-pick">
              <div className="cc-phone-pick-day">
                <DayView date={day} />
              </div>
              <button
                type="button"
                className={day === date ? 'button primary' : 'button secondary'}
                aria-label={`${text} ${formatUsDate(day)}`}
                aria-current={day === date ? 'date' : undefined}
                onClick={() => pick(day)}
              >
                {text}
              </button>
            </div>
          );
        }}
      />
    </section>
  );
}
