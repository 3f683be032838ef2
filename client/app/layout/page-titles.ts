import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PRACTICE_NAME } from '../../../shared/practice.js';
import { paths } from '../../lib/paths';

/** Each screen's title, so a screen reader, a tab strip and the history list say where one is. */
const PAGE_TITLES: [pattern: string, title: string][] = [
  [paths.dashboard, 'Dashboard'],
  [paths.administration, 'Administration'],
  [paths.changePassword, 'Change password'],
  [paths.messages, 'Messages'],
  [paths.sendMessage, 'Send a message'],
  [paths.receivedMessage(':id'), 'Message'],
  [paths.sentMessage(':id'), 'Sent message'],
  [paths.messageReply(':id', ':senderId'), 'Reply'],
  [paths.hospitalRound, 'Hospital rounds'],
  [paths.hospitalRoundSearch, 'Hospital rounds: search'],
  [paths.searchByName, 'Hospital rounds: search by name'],
  [paths.hospitalRoundSearchDate, 'Hospital rounds by date'],
  [paths.operativeLog, 'Operative log'],
  [paths.operativeLogSearch, 'Operative log: search'],
  [paths.operativeLogSearchDate, 'Operative log by date'],
  [paths.dailySchedule, 'Daily schedule'],
  [paths.dailyScheduleByDate, 'Daily schedule by date'],
  [paths.addEvent, 'Add an event'],
  [paths.editEvent(':id'), 'Edit an event'],
  [paths.monthlySchedule, 'Monthly call calendar'],
  [paths.searchMonthlySchedule, 'Monthly call calendar'],
  [paths.editCallCalendar, 'Edit the call calendar'],
  [paths.addMonthlySchedule, 'Add to the call calendar'],
  [paths.blockCalendar, 'Block time'],
  [paths.editBlockCalendar, 'Edit block time'],
  [paths.orMetrics, 'OR metrics'],
  [paths.fairnessLedger, 'Fairness ledger'],
  [paths.callPreferences, 'My call preferences'],
  [paths.myDevices, 'Notifications on my devices'],
  [paths.holidays, 'Practice holidays'],
];

export function pageTitle(pathname: string): string {
  const match = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return match ? `${match[1]} · ${PRACTICE_NAME}` : PRACTICE_NAME;
}

export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
