import { monthOf, normalizeDate, normalizeMonth } from '../dates.js';

/**
 * Room names are built and parsed only here. A client asks to join a room by name; the
 * server parses it and refuses anything this file does not recognise, a day or a month outside
 * the portal's years (shared/dates.ts FIRST_DATE–LAST_DATE) included: no snapshot is read for it.
 */
export const LIST_ROOMS = ['users', 'rounds', 'operative-log'] as const;
export type ListRoom = (typeof LIST_ROOMS)[number];

export type ParsedRoom =
  | { kind: 'user'; userId: number }
  | { kind: 'day'; date: string }
  | { kind: 'month'; month: string }
  | { kind: 'list'; list: ListRoom };
export type RoomKind = ParsedRoom['kind'];

/** Builders keep the kind in the name's type, so shared/realtime/snapshots.ts can type a join. */
export const rooms = {
  user: (userId: number): `user:${number}` => `user:${userId}`,
  day: (date: string): `day:${string}` => `day:${date}`,
  month: (yearMonth: string): `month:${string}` => `month:${yearMonth}`,
  list: <L extends ListRoom>(list: L): L => list,
  /** What a board asks to join; the server puts it in the masked or named variant. */
  boardDay: (date: string): `board-day:${string}` => `board-day:${date}`,
  /** The rooms the server fills: only boards are ever in them, masked unless names are allowed. */
  boardDayVariant: (date: string, variant: BoardVariant) => `board-day:${date}:${variant}`,
  /**
   * A family waiting-room board's day: what it asks to join and the room the server puts it in.
   * Only family boards are ever in it (people's sockets and wall boards are refused), and what
   * it carries is the family day (case codes, surgeons, stages), never the grid.
   */
  familyDay: (date: string): `family-day:${string}` => `family-day:${date}`,
};

export type BoardVariant = 'masked' | 'named';

/** `board-day:<date>` (a board's request) or `board-day:<date>:<variant>` (a server room). */
export function parseBoardRoom(name: unknown): { date: string; variant: BoardVariant | null } | null {
  if (typeof name !== 'string' || name.length > 40) return null;
  const match = /^board-day:(\d{4}-\d{2}-\d{2})(?::(masked|named))?$/.exec(name);
  if (!match || normalizeDate(match[1]!) !== match[1]) return null;
  return { date: match[1]!, variant: (match[2] as BoardVariant | undefined) ?? null };
}

/** `family-day:<date>`, a family board's room. */
export function parseFamilyRoom(name: unknown): { date: string } | null {
  if (typeof name !== 'string' || name.length > 40) return null;
  const match = /^family-day:(\d{4}-\d{2}-\d{2})$/.exec(name);
  if (!match || normalizeDate(match[1]!) !== match[1]) return null;
  return { date: match[1]! };
}

/** Every room a change on `date` concerns: that day's grid and that month's calendars. */
export function roomsForDay(date: string): string[] {
  return [rooms.day(date), rooms.month(monthOf(date))];
}

export function parseRoom(name: unknown): ParsedRoom | null {
  if (typeof name !== 'string' || name.length > 40) return null;
  if ((LIST_ROOMS as readonly string[]).includes(name)) return { kind: 'list', list: name as ListRoom };
  const user = /^user:([1-9]\d{0,9})$/.exec(name);
  if (user) return { kind: 'user', userId: Number(user[1]) };
  const day = /^day:(\d{4}-\d{2}-\d{2})$/.exec(name);
  if (day && normalizeDate(day[1]!) === day[1]) return { kind: 'day', date: day[1]! };
  const month = /^month:(\d{4}-\d{2})$/.exec(name);
  if (month && normalizeMonth(month[1]!) === month[1]) return { kind: 'month', month: month[1]! };
  return null;
}
