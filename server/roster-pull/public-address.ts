/**
 * A provider's address must be a public one in production: a district admin types the base and
 * token URLs, and the server fetches them, so without this check those URLs could reach the
 * server's own network (loopback, private ranges, cloud metadata at 169.254.169.254) and report
 * back what answers there. Every address the host name resolves to is checked; redirects are
 * already refused by the client.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return privateRanges.check(mapped[1], 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

/** The reason `url` may not be fetched, or null when every address of its host is public. */
export async function privateAddressOf(url: URL): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  const inside = addresses.find(isPrivateAddress);
  return inside === undefined ? null : `${url.host} is a private address (${inside}); a provider must be reachable on the internet`;
}
