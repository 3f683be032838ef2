/**
 * Rooms the server puts every socket in at the handshake, to reach one session's or one
 * account's sockets. Their names contain no ':' form that shared/realtime/rooms.ts parses,
 * so no client can ask to join them.
 */
export const sessionRoom = (sessionId: string) => `#session/${sessionId}`;
export const accountRoom = (userId: number) => `#account/${userId}`;
export const isPrivateRoom = (room: string) => room.startsWith('#');
