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
