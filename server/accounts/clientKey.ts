import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key that rate limits count per client: the IPv4 address, or the /64 prefix of an IPv6 address
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses is easy to dodge).
 * The address is Fastify's request.ip, which believes X-Forwarded-For only as far as TRUST_PROXY says.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address || 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
