import { z } from 'zod';
import { END_TIMES, normalizeTime, START_TIMES } from '../schedule-times.js';
import type { BlockDayOverlay, CallDayOverlay } from './day-overlays.js';
import type { DayCaseProgress } from './case-tracking.js';
import type { DailyScheduleData } from './daily-schedule.js';
import { dateSchema, flagSchema, requiredText } from './common.js';

/** A board shows 06:00–19:00 unless an administrator sets another window. */
export const DEFAULT_BOARD_WINDOW = { start: '06:00', end: '19:00' } as const;
/** Rotation between today and tomorrow: 0 is off, otherwise this many seconds per day. */
export const ROTATION_MIN_SECONDS = 10;
export const ROTATION_MAX_SECONDS = 3600;
/** The shortest window a board may show, so one screen still reads as a day. */
export const MIN_WINDOW_MINUTES = 120;

const windowTime = (field: string, allowed: readonly string[]) =>
  z.string({ message: `The ${field} field must be a time.` }).transform((value, ctx) => {
    const time = normalizeTime(value);
    if (!time || !allowed.includes(time)) {
      ctx.addIssue({ code: 'custom', message: `The ${field} must be a quarter hour between 05:00 AM and 12:00 AM.` });
      return z.NEVER;
    }
    return time;
  });

const minutesOf = (time: string) =>
  time === '00:00' ? 24 * 60 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/**
 * A wall board shows the day grid (masked unless names are allowed); a family board is the
 * waiting room's screen: today's cases by case code, surgeon and plain stage, nothing else.
 */
export const BOARD_KINDS = ['wall', 'family'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
const boardKindSchema = z.enum(BOARD_KINDS, { message: `The kind must be one of: ${BOARD_KINDS.join(', ')}.` });

export const createBoardBodySchema = z.object({
  name: requiredText('name', 100),
  kind: boardKindSchema.default('wall'),
});
export type CreateBoardBody = z.output<typeof createBoardBodySchema>;

/** POST /api/boards/{id}: any of the settings; what is absent stays as it is. */
export const updateBoardBodySchema = z
  .object({
    name: requiredText('name', 100).optional(),
    allow_names: flagSchema.optional(),
    window_start: windowTime('window start', START_TIMES).optional(),
    window_end: windowTime('window end', END_TIMES).optional(),
    rotation_seconds: z.coerce
      .number({ message: 'The rotation must be a number of seconds.' })
      .int('The rotation must be a whole number of seconds.')
      .refine(
        (value) => value === 0 || (value >= ROTATION_MIN_SECONDS && value <= ROTATION_MAX_SECONDS),
        `The rotation is 0 (off) or between ${ROTATION_MIN_SECONDS} and ${ROTATION_MAX_SECONDS} seconds.`,
      )
      .optional(),
  })
  .strict();
export type UpdateBoardBody = z.output<typeof updateBoardBodySchema>;

/** Checked once the update is merged with what is stored (either end may be absent from the body). */
export function windowError(start: string, end: string): string | null {
  return minutesOf(end) - minutesOf(start) < MIN_WINDOW_MINUTES
    ? 'The window must end at least two hours after it starts.'
    : null;
}

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** What a board itself knows about its settings. */
export const boardSettingsSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: boardKindSchema,
  allow_names: zeroOrOne,
  window_start: z.string(),
  window_end: z.string(),
  rotation_seconds: z.number(),
});
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

/** A board as the administration page lists it (never its token). */
export const boardRecordSchema = boardSettingsSchema.extend({
  created_at: z.string(),
  create_by: z.number().nullable(),
  last_seen_at: z.string().nullable(),
  /** 0 once turned off (the list leaves it out; the live event says so). */
  is_active: zeroOrOne,
  /** Some socket of this board is connected now. */
  online: z.boolean(),
});
export type BoardRecord = z.infer<typeof boardRecordSchema>;

/** `POST /api/boards` → 201 `{ board }`: the only answer that holds the url. */
export const createdBoardSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: boardKindSchema,
  url: z.string(),
});
export type CreatedBoard = z.infer<typeof createdBoardSchema>;

/** `GET /api/board`: the board's settings and the practice's today and time zone. */
export const boardBootstrapSchema = z.object({
  board: boardSettingsSchema,
  today: z.string(),
  tomorrow: z.string(),
  timeZone: z.string(),
});
export type BoardBootstrap = z.infer<typeof boardBootstrapSchema>;

/** `GET /api/board/day?date=` and the board day room's snapshot (masked unless names are allowed). */
export interface BoardDay {
  date: string;
  'daily-schedule': DailyScheduleData;
  'call-calendar': CallDayOverlay;
  'block-time': BlockDayOverlay;
  'case-tracking': DayCaseProgress;
}

export const boardDayQuerySchema = z.object({ date: dateSchema });
