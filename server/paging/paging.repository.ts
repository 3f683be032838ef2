import { can } from '../../shared/roles.js';
import {
  DEFAULT_LADDER,
  ladderSchema,
  type Ladder,
  type PagePerson,
  type PageRecord,
} from '../../shared/schemas/paging.js';
import type { Db } from '../db/connect.js';
import type { PageStepsTable, PagesTable } from './paging.tables.js';

/** The ladder every new page follows: the administrators' one, else the default. */
export async function readLadder(db: Db): Promise<Ladder> {
  const row = await db.selectFrom('paging_ladder').select('steps').where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULT_LADDER;
  const parsed = ladderSchema.safeParse({ steps: JSON.parse(row.steps) as unknown });
  return parsed.success ? parsed.data : DEFAULT_LADDER;
}

export async function saveLadder(trx: Db, ladder: Ladder, actorId: number, now: string): Promise<void> {
  const steps = JSON.stringify(ladder.steps);
  await trx
    .insertInto('paging_ladder')
    .values({ id: 1, steps, updated_at: now, update_by: actorId })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ steps, updated_at: now, update_by: actorId }))
    .execute();
}

export async function insertPage(
  trx: Db,
  page: Pick<PagesTable, 'sender_id' | 'target' | 'target_user_id' | 'text' | 'created_at'>,
): Promise<number> {
  const row = await trx
    .insertInto('pages')
    .values({ ...page, acknowledged_by: null, acknowledged_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSteps(
  trx: Db,
  steps: Pick<PageStepsTable, 'page_id' | 'step_index' | 'due_at' | 'target' | 'target_user_id'>[],
): Promise<void> {
  await trx
    .insertInto('page_steps')
    .values(steps.map((step) => ({ ...step, claimed_by: null, sent_at: null, sent_to: null, stopped_at: null })))
    .execute();
}

export function findPageRow(db: Db, id: number) {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isRecipient(db: Db, pageId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('page_recipients')
    .select('id')
    .where('page_id', '=', pageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who hears of a page: its sender and everyone it has reached. */
export async function audienceOf(db: Db, pageId: number): Promise<number[]> {
  const page = await db.selectFrom('pages').select('sender_id').where('id', '=', pageId).executeTakeFirst();
  if (!page) return [];
  const recipients = await db.selectFrom('page_recipients').select('user_id').where('page_id', '=', pageId).execute();
  return [...new Set([page.sender_id, ...recipients.map((row) => row.user_id)])];
}

/** The ids of the pages `userId` sent or was sent, newest first. */
export async function pageIdsOf(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pages')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('sender_id', '=', userId),
        eb(
          'id',
          'in',
          eb.selectFrom('page_recipients').select('page_id').where('page_recipients.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function peopleById(db: Db, ids: number[]): Promise<Map<number, PagePerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'initial']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

const sentIds = (sentTo: string | null): number[] => (sentTo ? (JSON.parse(sentTo) as number[]) : []);

/** The pages `ids` as the API gives them, in the order of `ids`. */
export async function readPages(db: Db, ids: number[]): Promise<PageRecord[]> {
  if (ids.length === 0) return [];
  const pages = await db.selectFrom('pages').selectAll().where('id', 'in', ids).execute();
  const steps = await db
    .selectFrom('page_steps')
    .selectAll()
    .where('page_id', 'in', ids)
    .orderBy('page_id')
    .orderBy('step_index')
    .execute();
  const people = await peopleById(db, [
    ...pages.flatMap((page) => [page.sender_id, page.target_user_id ?? 0, page.acknowledged_by ?? 0]),
    ...steps.flatMap((step) => sentIds(step.sent_to)),
  ]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const byId = new Map(
    pages.map((page): [number, PageRecord] => [
      page.id,
      {
        id: page.id,
        sender: person(page.sender_id)!,
        to: page.target,
        person: person(page.target_user_id),
        text: page.text,
        created_at: page.created_at,
        acknowledged_by: person(page.acknowledged_by),
        acknowledged_at: page.acknowledged_at,
        steps: steps
          .filter((step) => step.page_id === page.id)
          .map((step) => ({
            index: step.step_index,
            due_at: step.due_at,
            target: step.target,
            sent_at: step.sent_at,
            sent_to: sentIds(step.sent_to).flatMap((id) => people.get(id) ?? []),
            stopped: step.stopped_at !== null,
          })),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readPage(db: Db, id: number): Promise<PageRecord | undefined> {
  return (await readPages(db, [id]))[0];
}

export interface DueStep {
  id: number;
  page_id: number;
  step_index: number;
  target: PageStepsTable['target'];
  target_user_id: number | null;
}

/** Steps due by `now`, not yet sent, claimed or stopped, of pages nobody acknowledged: oldest first. */
export function dueSteps(db: Db, now: string, limit: number): Promise<DueStep[]> {
  return db
    .selectFrom('page_steps')
    .innerJoin('pages', 'pages.id', 'page_steps.page_id')
    .select([
      'page_steps.id',
      'page_steps.page_id',
      'page_steps.step_index',
      'page_steps.target',
      'page_steps.target_user_id',
    ])
    .where('page_steps.due_at', '<=', now)
    .where('page_steps.sent_at', 'is', null)
    .where('page_steps.claimed_by', 'is', null)
    .where('page_steps.stopped_at', 'is', null)
    .where('pages.acknowledged_at', 'is', null)
    .orderBy('page_steps.due_at')
    .orderBy('page_steps.id')
    .limit(limit)
    .execute();
}

/**
 * Claims a step for `nodeId` and records whom it reached, in one statement that only one node
 * can pass (WHERE claimed_by IS NULL): answers whether this node won it.
 */
export async function claimStep(trx: Db, stepId: number, nodeId: string, now: string, sentTo: number[]) {
  const result = await trx
    .updateTable('page_steps')
    .set({ claimed_by: nodeId, sent_at: now, sent_to: JSON.stringify(sentTo) })
    .where('id', '=', stepId)
    .where('claimed_by', 'is', null)
    .where('sent_at', 'is', null)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addRecipients(trx: Db, pageId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .insertInto('page_recipients')
    .values(userIds.map((userId) => ({ page_id: pageId, user_id: userId })))
    .onConflict((conflict) => conflict.columns(['page_id', 'user_id']).doNothing())
    .execute();
}

/** Marks the page acknowledged unless someone did first; answers whether it did. */
export async function acknowledgePage(trx: Db, pageId: number, userId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('pages')
    .set({ acknowledged_by: userId, acknowledged_at: now })
    .where('id', '=', pageId)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stops every step of the page not sent yet: no node will claim it. */
export async function stopUnsentSteps(trx: Db, pageId: number, now: string): Promise<number> {
  const result = await trx
    .updateTable('page_steps')
    .set({ stopped_at: now })
    .where('page_id', '=', pageId)
    .where('sent_at', 'is', null)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function activeUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).where('user_status', '=', 1).execute();
  return rows.map((row) => row.id);
}

/** The active users whose role writes the call calendar. */
export async function activeSchedulerIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select(['id', 'role']).where('user_status', '=', 1).orderBy('id').execute();
  return rows.filter((row) => can(row.role, 'call-calendar.write')).map((row) => row.id);
}

export async function nameOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? 'someone';
}
