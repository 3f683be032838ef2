import type { PortalSocket } from './portal-socket.js';

/** A guest's `room:join` admitted: the room it is put in (out of `leaving` first) and that room's snapshot. */
export interface GuestJoin {
  room: string;
  leaving: string[];
  snapshot: () => Promise<unknown>;
}

/** 'ended': the guest's credential is gone; the admitter has told and closed its sockets (no answer is sent). */
export type GuestAdmission = GuestJoin | { refused: string } | 'ended';

/**
 * How an area lets in sockets that are not a person's (a wall board): a credential of its own in
 * the handshake's `auth`, and its own rule for which rooms such a guest joins. People's sessions
 * are the core's own (server/auth is below every area).
 */
export interface HandshakeAdmitter {
  /** The field of the handshake's `auth` that carries this credential; also the guests' `kind`. */
  credential: string;
  /** The error a refused handshake answers. */
  refusal: string;
  /** The guest's id when the credential is good (it may put the socket in private rooms), else null. */
  admit(socket: PortalSocket, credential: unknown): Promise<number | null>;
  /** A guest's `room:join` of `name`. */
  join(guestId: number, name: unknown): Promise<GuestAdmission>;
  /** The rooms a guest's `room:leave` of `name` takes it out of. */
  leave(name: unknown): string[];
}

export class HandshakeAdmitters {
  private readonly byCredential = new Map<string, HandshakeAdmitter>();

  add(admitter: HandshakeAdmitter): void {
    if (this.byCredential.has(admitter.credential)) throw new Error(`Two admitters of '${admitter.credential}'.`);
    this.byCredential.set(admitter.credential, admitter);
  }

  /** The admitter whose credential the handshake carries, with it; undefined: a person's handshake. */
  presentedIn(auth: Record<string, unknown>): { admitter: HandshakeAdmitter; credential: unknown } | undefined {
    for (const [field, admitter] of this.byCredential) {
      if (auth[field] !== undefined) return { admitter, credential: auth[field] };
    }
    return undefined;
  }

  /** The admitter that let a guest in. */
  of(guest: { kind: string }): HandshakeAdmitter | undefined {
    return this.byCredential.get(guest.kind);
  }
}
