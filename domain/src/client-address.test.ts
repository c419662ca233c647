import { describe, expect, it } from 'vitest';
import { clientAddressOf, normalizeAddress, throttleBucketOf, trustProxyHopsOf } from './client-address.ts';

describe('client address', () => {
  it('treats an IPv4 client on a dual-stack socket as the IPv4 address', () => {
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
  });

  it('takes the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf({ socketAddress: '192.0.2.1', forwardedFor: '10.0.0.1', trustProxyHops: 0 })).toBe('192.0.2.1');
  });

  it('takes the entry the trusted proxies appended, counted from the right; never the ones the client wrote', () => {
    expect(clientAddressOf({ socketAddress: '10.0.0.5', forwardedFor: 'forged, 198.51.100.9', trustProxyHops: 1 })).toBe('198.51.100.9');
    expect(clientAddressOf({ socketAddress: '10.0.0.5', forwardedFor: 'forged, 198.51.100.9, 10.0.0.4', trustProxyHops: 2 })).toBe('198.51.100.9');
    // Shorter than the proxies in front: the request bypassed them; the socket peer counts.
    expect(clientAddressOf({ socketAddress: '10.0.0.5', forwardedFor: '198.51.100.9', trustProxyHops: 2 })).toBe('10.0.0.5');
    expect(clientAddressOf({ socketAddress: '10.0.0.5', forwardedFor: undefined, trustProxyHops: 1 })).toBe('10.0.0.5');
  });

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect([undefined, '', 'false', '0', 'true', '2'].map(trustProxyHopsOf)).toEqual([0, 0, 0, 0, 1, 2]);
    expect(() => trustProxyHopsOf('loopback')).toThrow(/TRUST_PROXY/);
  });

  it('throttles IPv4 per address and IPv6 per /64, whatever the spelling', () => {
    expect(throttleBucketOf('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleBucketOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const bucket = throttleBucketOf('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::c0a8:1', '2001:db8:1:2::192.168.0.1', '2001:db8:1:2::1%eth0']) {
      expect(throttleBucketOf(same), same).toBe(bucket);
    }
    expect(throttleBucketOf('2001:db8:1:3::1')).not.toBe(bucket);
    expect(throttleBucketOf('::1')).toBe('0:0:0:0::/64');
    // Not an address (an in-process bucket name, garbage from a misconfigured proxy): kept as it is.
    expect(throttleBucketOf('in-process')).toBe('in-process');
    expect(throttleBucketOf('1::2::3')).toBe('1::2::3');
  });
});
