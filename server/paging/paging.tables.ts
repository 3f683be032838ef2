import type { Generated } from 'kysely';

/** A page (migrations/0019_pages.ts): 'first', 'second' or 'person' (target_user_id), and its acknowledgement. */
export interface PagesTable {
  id: Generated<number>;
  sender_id: number;
  target: 'first' | 'second' | 'person';
  target_user_id: number | null;
  text: string;
  created_at: string;
  acknowledged_by: number | null;
  acknowledged_at: string | null;
}

/** One step of a page's ladder; `sent_to` is a JSON array of user ids once sent. */
export interface PageStepsTable {
  id: Generated<number>;
  page_id: number;
  step_index: number;
  due_at: string;
  target: 'first' | 'second' | 'schedulers' | 'person';
  target_user_id: number | null;
  claimed_by: string | null;
  sent_at: string | null;
  sent_to: string | null;
  stopped_at: string | null;
}

/** Everyone a page has reached (who may see and acknowledge it). */
export interface PageRecipientsTable {
  id: Generated<number>;
  page_id: number;
  user_id: number;
}

/** The administrators' ladder: one row (id 1), its steps as JSON. */
export interface PagingLadderTable {
  id: number;
  steps: string;
  updated_at: string;
  update_by: number | null;
}

export interface PagingTables {
  pages: PagesTable;
  page_steps: PageStepsTable;
  page_recipients: PageRecipientsTable;
  paging_ladder: PagingLadderTable;
}
