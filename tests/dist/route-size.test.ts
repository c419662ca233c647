import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loginRouteGzipBytes } from '../../web/scripts/route-js-size.ts';

const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const LIMIT = 110 * 1024;

it('the login route loads at most 110 KB of JavaScript (gzip)', () => {
  const bytes = loginRouteGzipBytes(dist);
  console.log(`login route JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeGreaterThan(10 * 1024); // it did find the entry and its chunks
  expect(bytes).toBeLessThanOrEqual(LIMIT);
});
