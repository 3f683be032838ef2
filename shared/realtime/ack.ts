/** Every acknowledgement answers this shape (socket.io's own examples do the same). */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: string };
