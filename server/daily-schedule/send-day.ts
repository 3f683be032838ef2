import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DayJson } from './day-cache.js';

/** Does an If-None-Match header (a list, weak tags or `*`) name `etag`? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a day's ready-made JSON, or 304 when the caller already holds these bytes (a client that
 * keeps the day itself may ask with If-None-Match). `no-store`, as every API answer: a day names
 * patients, so no browser or proxy cache may keep it.
 */
export function sendDay(request: FastifyRequest, reply: FastifyReply, day: DayJson): FastifyReply {
  reply.header('cache-control', 'no-store').header('etag', day.etag);
  if (matchesEtag(request.headers['if-none-match'], day.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(day.body);
}
