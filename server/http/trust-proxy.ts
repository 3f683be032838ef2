import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.js';

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes "trust the n nearest hops": this
 * Fastify ignores a bare number (it cannot tell a proxy from a client), and docs/operations/configuration.md
 * says to use a count only when nothing but the proxy can reach the server.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | TrustFunction {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * The client's address of a request that did not go through Fastify (a socket's handshake), by
 * the rule Fastify gives `request.ip` for the same TRUST_PROXY: the address the connection came
 * from, or, from a trusted proxy, the nearest untrusted address of X-Forwarded-For (the same
 * library, @fastify/proxy-addr, compiled the same way).
 */
export function clientAddressReader(trust: TrustProxy): (request: IncomingMessage) => string | undefined {
  const option = trustProxyOption(trust);
  if (option === false) return (request) => request.socket.remoteAddress;
  const trusted: TrustFunction =
    typeof option === 'function' ? option : option === true ? () => true : proxyAddr.compile(option);
  return (request) => proxyAddr(request, trusted);
}
