import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Role } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { HttpError } from '../http/errors.js';
import { isUndoable, mayUndoAnything, mayWriteArea } from './undo.js';
import { Undoables, type Undoable } from './undoables.js';

const actor = { id: 1, name: 'Admin', role: Role.Administrator, sessionId: 's' };
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 7,
  at: '2026-11-24T00:00:00.000Z',
  actor_user_id: 1,
  actor_name: 'Admin',
  actor_board_id: null,
  area: 'rounds',
  action: 'update',
  entity_id: '3',
  before: { room: '12' },
  after: { room: '14', version: 2 },
  address: null,
  ...fields,
});

function roomsUndo(restored: string[]): Undoable<{ room: string }> {
  return {
    area: 'rounds',
    actions: ['update'],
    permission: 'rounds.write',
    before: z.object({ room: z.string().min(1, 'The room field is required.') }),
    undoNotes: async () => new Map(),
    restore: async (_actor, { before }) => {
      restored.push(before.room);
      return '3';
    },
  };
}

describe('the undo registry', () => {
  it('undoes the actions an area registered, with the before its schema reads', async () => {
    const restored: string[] = [];
    const undoables = new Undoables();
    undoables.register(roomsUndo(restored));
    expect(isUndoable(undoables, entry({}))).toBe(true);
    expect(isUndoable(undoables, entry({ action: 'archive' }))).toBe(false);
    expect(isUndoable(undoables, entry({ before: null }))).toBe(false);
    expect(isUndoable(undoables, entry({ area: 'users' }))).toBe(false);
    expect(await undoables.of('rounds')!.undo(actor, entry({}), { acknowledgeWarnings: false })).toBe('3');
    expect(restored).toEqual(['12']);
  });

  it('refuses a before its schema no longer reads (422 with the field), writing nothing', async () => {
    const restored: string[] = [];
    const undoables = new Undoables();
    undoables.register(roomsUndo(restored));
    const refused = undoables
      .of('rounds')!
      .undo(actor, entry({ before: { room: '' } }), { acknowledgeWarnings: false });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 422, extra: { errors: { room: expect.any(Array) } } });
    expect(restored).toEqual([]);
  });

  it('lets only writers of a registered area undo, and an area register once', () => {
    const undoables = new Undoables();
    undoables.register(roomsUndo([]));
    expect(mayWriteArea(undoables, Role.Physician, 'rounds')).toBe(true);
    expect(mayWriteArea(undoables, Role.Staff, 'rounds')).toBe(false);
    expect(mayWriteArea(undoables, Role.Administrator, 'users')).toBe(false);
    expect(mayUndoAnything(undoables, Role.Staff)).toBe(false);
    expect(() => undoables.register(roomsUndo([]))).toThrow(/registered twice/);
  });
});
