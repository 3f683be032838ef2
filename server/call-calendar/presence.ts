import type { Editor } from '../../shared/schemas/call-calendar.js';

interface Holder {
  month: string;
  editor: Editor;
  seenAt: number;
}

/**
 * Who has which month open on the edit page, per socket, in this process's memory. A socket
 * stops counting when it says so, leaves the month room, disconnects, or is not heard from
 * for `ttlMs` (a connection that dropped without closing). Each method answers the months
 * whose editor list changed.
 */
export class EditPresence {
  private readonly bySocket = new Map<string, Holder>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  editors(month: string): Editor[] {
    const byId = new Map<number, Editor>();
    for (const holder of this.bySocket.values()) if (holder.month === month) byId.set(holder.editor.id, holder.editor);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  set(socketId: string, month: string | null, editor: Editor): string[] {
    if (month === null) return this.remove(socketId);
    const held = this.bySocket.get(socketId);
    const before = held ? this.editors(held.month) : [];
    this.bySocket.set(socketId, { month, editor, seenAt: this.now() });
    if (held && held.month !== month) return [held.month, month];
    return held && sameEditors(before, this.editors(month)) ? [] : [month];
  }

  remove(socketId: string): string[] {
    const held = this.bySocket.get(socketId);
    if (!held) return [];
    this.bySocket.delete(socketId);
    return [held.month];
  }

  leaveMonth(socketId: string, month: string): string[] {
    return this.bySocket.get(socketId)?.month === month ? this.remove(socketId) : [];
  }

  sweep(): string[] {
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

const sameEditors = (a: Editor[], b: Editor[]) => a.length === b.length && a.every((editor, index) => editor.id === b[index]!.id);
