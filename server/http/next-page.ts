import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A list answered a page at a time: `rows` holds up to one more than `page` (the query asked for
 * `page + 1`), so when it is full the answer stops at its limit and says so with
 * `Link: <the same URL at the next offset>; rel="next"` (RFC 8288, as GitHub's API pages).
 */
export function answerPage<T>(
  rows: T[],
  page: number,
  offset: number,
  request: FastifyRequest,
  reply: FastifyReply,
): T[] {
  if (rows.length <= page) return rows;
  const next = new URL(request.url, 'http://portal.invalid');
  next.searchParams.set('offset', String(offset + page));
  reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
  return rows.slice(0, page);
}
