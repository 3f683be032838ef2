import { format } from 'date-fns';

/** A message's instant in the browser's local time: `02:05 PM`. */
export const messageTime = (iso: string) => format(new Date(iso), 'hh:mm a');
/** `07/04/2025`. */
export const messageDate = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');

export type MessagesTab = 'inbox' | 'sent';

/** Navigation state read by /messages to preset its tab (spec: fromTab). */
export const fromTab = (tab: MessagesTab) => ({ state: { fromTab: tab } });
