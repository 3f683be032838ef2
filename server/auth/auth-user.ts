/** Who is making a request or holding a socket, as the session table says now. */
export interface AuthUser {
  id: number;
  name: string;
  role: number;
  sessionId: string;
}
