import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that sign-in limits count by. One IPv4 address is one
 * client (or one NAT); one IPv6 /64 is one client too, because a single subscriber is given a
 * whole /64 and can use any of its 2^64 addresses: counting them one by one would be no limit.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0]!; // a zone index (fe80::1%eth0) names the link, not the host
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  const lastIsIPv4 = after.at(-1)?.includes('.') ?? before.at(-1)?.includes('.');
  const missing = 8 - before.length - after.length - (lastIsIPv4 ? 1 : 0);
  const all = tail === undefined ? before : [...before, ...Array<string>(missing).fill('0'), ...after];
  return all.map((group) => (group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16)));
}
