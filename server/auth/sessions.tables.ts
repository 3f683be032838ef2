export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

export interface SessionsTables {
  sessions: SessionsTable;
}
