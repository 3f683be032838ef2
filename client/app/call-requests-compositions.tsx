import { MonthlySchedulePage } from '../call-calendar/month-view-page';
import { MonthCellAddon } from '../call-requests/cell-addons';
import { MessageRequest } from '../call-requests/message-request';
import { MonthRequestsFeed } from '../call-requests/month-requests-panel';
import { ReceivedMessagePage } from '../messages/received-message-page';
import { SentMessagePage } from '../messages/sent-message-page';

/** /montly-schedule with pending call requests on its cells and Swap / Give away on one's own calls. */
export function MonthlyScheduleWithRequests() {
  return (
    <MonthlySchedulePage
      slotAddon={(cell) => <MonthCellAddon {...cell} />}
      monthAddon={(month) => <MonthRequestsFeed month={month} />}
    />
  );
}

/** A received message, with the call request it is about (Accept / Decline). */
export const ReceivedMessageWithRequest = () => (
  <ReceivedMessagePage about={(id) => <MessageRequest messageId={id} />} />
);
/** A sent message, with the call request it is about (Withdraw). */
export const SentMessageWithRequest = () => <SentMessagePage about={(id) => <MessageRequest messageId={id} />} />;
