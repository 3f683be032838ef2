import { connect } from 'node:net';

/**
 * Ways of writing an API path that a router, a proxy or a URL parser may read as the same path:
 * percent escapes of letters, case, doubled slashes, `.` and `..` segments (plain and escaped),
 * a trailing `;` or `/`, an escaped slash. `path` is concrete and starts with `/api/`.
 */
export function oddSpellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const escapeFirstLetter = (text: string) =>
    text.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
  return [
    `/%61pi${rest}`,
    `/api${escapeFirstLetter(rest)}`,
    `/API${rest.toUpperCase()}`,
    `/Api${rest}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/./api${rest}`,
    `/api/.${rest}`,
    `/x/../api${rest}`,
    `/api/x/..${rest}`,
    `/api${rest};`,
    `/api;${rest}`,
    `/api${rest}/`,
    `/api%2F${rest.slice(1)}`,
    `/api%2f${rest.slice(1)}`,
    `/%2e/api${rest}`,
    `/api/%2e${rest}`,
    `/x/%2e%2e/api${rest}`,
  ];
}

/**
 * One request over a real TCP socket, the path sent byte for byte as given (no client library
 * that could normalise it): the status and the body.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(split + 4) });
    });
    const lines = Object.entries({ host: '127.0.0.1', connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}
