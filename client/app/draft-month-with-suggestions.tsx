import { DraftMonthPage } from '../call-calendar/draft-month-page';
import { callSuggestionsApi } from '../call-suggestions/api';
import { DraftSuggest } from '../call-suggestions/draft-suggest';

/** /add-montly-schedule with suggest-fill: suggestions fill its empty cells; a save holding them is one fill. */
export function DraftMonthWithSuggestions() {
  return (
    <DraftMonthPage
      toolsSlot={(month, fill) => <DraftSuggest month={month} onFill={fill} />}
      saveSuggested={(data, accepted, acknowledgeWarnings) =>
        callSuggestionsApi.acceptFill(data, accepted, acknowledgeWarnings)
      }
    />
  );
}
