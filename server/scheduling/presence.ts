import type { Editor } from '../../shared/schemas/call-calendar.js';

/**
 * Who has which month open on the edit page, per socket. A socket stops counting when it says
 * so, leaves the month room, disconnects, or is not heard from for the time to live (a
 * connection that dropped without closing). Each change answers the months whose editor list
 * may have changed. Two backends: this process's memory, or Redis (presence.redis.ts).
 */
export interface EditPresence {
  editors(month: string): Promise<Editor[]>;
  set(socketId: string, month: string | null, editor: Editor): Promise<string[]>;
  remove(socketId: string): Promise<string[]>;
  leaveMonth(socketId: string, month: string): Promise<string[]>;
  /** Forgets the silent; answers the months to check again (`watched`: months this node shows). */
  sweep(watched: string[]): Promise<string[]>;
}

export interface Holder {
  month: string;
  editor: Editor;
  seenAt: number;
}

/** One person once (two windows), by name. */
export function editorList(editors: Iterable<Editor>): Editor[] {
  const byId = new Map<number, Editor>();
  for (const editor of editors) byId.set(editor.id, editor);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Presence in this process's memory: the whole truth on one node, this node's share on several. */
export class MemoryEditPresence implements EditPresence {
  private readonly bySocket = new Map<string, Holder>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  held(socketId: string): Holder | undefined {
    return this.bySocket.get(socketId);
  }

  editorsNow(month: string): Editor[] {
    return editorList(
      [...this.bySocket.values()].filter((holder) => holder.month === month).map((holder) => holder.editor),
    );
  }

  async editors(month: string): Promise<Editor[]> {
    return this.editorsNow(month);
  }

  async set(socketId: string, month: string | null, editor: Editor): Promise<string[]> {
    if (month === null) return this.remove(socketId);
    const held = this.bySocket.get(socketId);
    const before = held ? this.editorsNow(held.month) : [];
    this.bySocket.set(socketId, { month, editor, seenAt: this.now() });
    if (held && held.month !== month) return [held.month, month];
    return held && sameEditors(before, this.editorsNow(month)) ? [] : [month];
  }

  async remove(socketId: string): Promise<string[]> {
    const held = this.bySocket.get(socketId);
    if (!held) return [];
    this.bySocket.delete(socketId);
    return [held.month];
  }

  async leaveMonth(socketId: string, month: string): Promise<string[]> {
    return this.bySocket.get(socketId)?.month === month ? this.remove(socketId) : [];
  }

  async sweep(): Promise<string[]> {
    const limit = this.now() - this.ttlMs;
    const changed = new Set<string>();
    for (const [socketId, holder] of this.bySocket) {
      if (holder.seenAt < limit) {
        this.bySocket.delete(socketId);
        changed.add(holder.month);
      }
    }
    return [...changed];
  }
}

const sameEditors = (a: Editor[], b: Editor[]) =>
  a.length === b.length && a.every((editor, index) => editor.id === b[index]!.id);
