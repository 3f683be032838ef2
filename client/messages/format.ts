import { formatPracticeInstant } from '../lib/practice-clock';

/** A message's instant at the practice's time (whatever the device's zone): `02:05 PM`. */
export const messageTime = (iso: string) => formatPracticeInstant(iso, 'time');
/** `07/04/2025`. */
export const messageDate = (iso: string) => formatPracticeInstant(iso, 'date');

export type MessagesTab = 'inbox' | 'sent';

/** Navigation state read by /messages to preset its tab (spec: fromTab). */
export const fromTab = (tab: MessagesTab) => ({ state: { fromTab: tab } });
