import type { Generated } from 'kysely';

export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
}

export interface CalendarFeedTables {
  calendar_feeds: CalendarFeedsTable;
}
