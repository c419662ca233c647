/**
 * The address of the client a request came from, for per-address throttling of public calls. Shared by the API
 * (when it listens itself) and the gateway (which passes the result to the in-process API), so both trust
 * exactly the same proxies.
 */

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) and `10.0.0.1` are one client. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}

/**
 * `trustProxyHops` reverse proxies sit in front (0: none, the socket's peer is the client). Each proxy appends the
 * address it saw to X-Forwarded-For, so the client is the entry that many places from the right; the entries to its
 * left came from the client itself and are never trusted. A header shorter than that (a misconfiguration, or a
 * request that bypassed the proxies) falls back to the socket's peer.
 */
export function clientAddressOf(input: { socketAddress?: string | null; forwardedFor?: string | null; trustProxyHops: number }): string | undefined {
  const socket = input.socketAddress ? normalizeAddress(input.socketAddress) : undefined;
  if (input.trustProxyHops <= 0) return socket;
  const entries = (input.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const entry = entries[entries.length - input.trustProxyHops];
  return entry ? normalizeAddress(entry) : socket;
}

/** TRUST_PROXY: how many reverse proxies are in front (a whole number; empty or absent: none). */
export function trustProxyHopsOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (!/^\d{1,2}$/.test(text)) throw new Error(`TRUST_PROXY must be the number of reverse proxies in front (0–99), not "${value}".`);
  return Number(text);
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!; // a zone (fe80::1%eth0) names the interface, not the host
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4Tail) {
    const bytes = ipv4Tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${text.slice(0, ipv4Tail.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The throttling bucket of a client address: an IPv4 address is its own; an IPv6 address counts with its /64,
 * the block one subscriber usually holds whole (a client could otherwise take a fresh address per request).
 */
export function throttleBucketOf(address: string): string {
  const normalized = normalizeAddress(address);
  if (!normalized.includes(':')) return normalized;
  const groups = ipv6Groups(normalized);
  return groups ? `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64` : normalized;
}
