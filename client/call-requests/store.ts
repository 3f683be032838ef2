import { create } from 'zustand';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import { isOpenCallRequest, type CallRequest } from '../../shared/schemas/call-requests.js';

/** Call requests the screens know of, by id, kept live by the month rooms ('call-requests' part, 'call-request:changed'). */
interface CallRequestsState {
  requests: Record<number, CallRequest>;
  /** A month's snapshot: its open requests replace the ones held for that month (by version, never older). */
  loadMonth(month: string, requests: CallRequest[]): void;
  /** Keeps the newer version (an echo of one's own action is harmless). */
  upsert(request: CallRequest): void;
}

const touches = (request: CallRequest, month: string) =>
  request.date.startsWith(`${month}-`) || (request.return_date?.startsWith(`${month}-`) ?? false);

export const useCallRequestsStore = create<CallRequestsState>((set) => ({
  requests: {},
  loadMonth: (month, requests) =>
    set((state) => {
      const incoming = new Map(requests.map((request) => [request.id, request]));
      const next: Record<number, CallRequest> = {};
      for (const held of Object.values(state.requests)) {
        // A request of this month the snapshot no longer holds is no longer open.
        if (touches(held, month) && !incoming.has(held.id)) continue;
        next[held.id] = held;
      }
      for (const request of requests) {
        const held = next[request.id];
        // A month room's copy has no note: it never replaces a held copy of its version that has one.
        const loses = held?.version === request.version && held.note !== undefined && request.note === undefined;
        if ((!held || held.version <= request.version) && !loses) next[request.id] = request;
      }
      return { requests: next };
    }),
  upsert: (request) =>
    set((state) => {
      const held = state.requests[request.id];
      if (held && held.version >= request.version) return state;
      return { requests: { ...state.requests, [request.id]: request } };
    }),
}));

/** The open requests that move the call of `date`/`slot` (either side of a swap). */
export function openRequestsOn(requests: Record<number, CallRequest>, date: string, slot: CallSlot): CallRequest[] {
  return Object.values(requests).filter(
    (request) =>
      isOpenCallRequest(request.state) &&
      ((request.date === date && request.slot === slot) ||
        (request.return_date === date && request.return_slot === slot)),
  );
}

/** The open requests touching `month`, earliest call first. */
export function openRequestsOf(requests: Record<number, CallRequest>, month: string): CallRequest[] {
  return Object.values(requests)
    .filter((request) => isOpenCallRequest(request.state) && touches(request, month))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/**
 * How a cell shows a pending request: giver → taker with a question mark ("SW → DR?"). On a swap's
 * return call the roles are the other way round; an offer to everyone shows "→ all?".
 */
export function pendingLabel(request: CallRequest, date: string, slot: CallSlot): string {
  const from = request.from_surgeon?.initial ?? '';
  const to = request.to_surgeon?.initial ?? request.accepted_by?.initial ?? 'all';
  const isReturn = request.kind === 'swap' && request.return_date === date && request.return_slot === slot;
  if (isReturn) return `${to} → ${from}?`;
  return from ? `${from} → ${to}?` : `→ ${to}?`;
}
