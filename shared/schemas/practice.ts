/** GET /api/practice: the one clock of the portal. */
export interface PracticeClock {
  /** IANA zone, e.g. America/New_York (the server's TZ). */
  timeZone: string;
  /** `YYYY-MM-DD`: today in that zone. */
  today: string;
  /** The server's instant (ISO 8601), so a device with a wrong clock still shows the right day. */
  now: string;
}
