import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, idParams, pathOf, pathPattern, successOf } from './endpoint.ts';

const answer = z.object({ ok: z.boolean() });
const nested = endpoint({
  method: 'post',
  path: '/api/test/{slug}/items/{id}',
  params: z.object({ slug: z.string(), id: z.string() }),
  responses: { 201: answer, 400: z.object({ message: z.string() }) },
});

describe('endpoint tables', () => {
  it('fills a path with each value as one encoded segment; a lone surrogate goes as U+FFFD, never as a thrown error', () => {
    expect(pathOf(nested, { slug: 'a/b c', id: '\ud800x' })).toBe('/api/test/a%2Fb%20c/items/%EF%BF%BDx');
    expect(pathOf(nested, { slug: 'ą', id: '?#' })).toBe('/api/test/%C4%85/items/%3F%23');
  });

  it('matches the paths an endpoint answers, one segment per parameter', () => {
    const pattern = pathPattern(nested);
    expect(pattern.test('/api/test/a/items/1')).toBe(true);
    expect(pattern.test('/api/test/a/items/')).toBe(false);
    expect(pattern.test('/api/test/a/b/items/1')).toBe(false);
    expect(pattern.test('/api/test/a/items/1/x')).toBe(false);
    // The template's dots and other characters are taken literally.
    expect(pathPattern(endpoint({ method: 'get', path: '/api/a.json', responses: { 200: answer } })).test('/api/aXjson')).toBe(false);
  });

  it('answers the schema of the one success status', () => {
    expect(successOf(nested)).toBe(answer);
  });

  it('refuses a table whose params and path disagree, or without exactly one success answer', () => {
    expect(() => endpoint({ method: 'get', path: '/api/test/{id}', responses: { 200: answer } })).toThrow(/params/);
    expect(() => endpoint({ method: 'get', path: '/api/test/{slug}', params: idParams, responses: { 200: answer } })).toThrow(/params/);
    expect(() => endpoint({ method: 'get', path: '/api/test', responses: { 400: answer } })).toThrow(/0 success answers/);
    expect(() => endpoint({ method: 'get', path: '/api/test', responses: { 200: answer, 201: answer } })).toThrow(/2 success answers/);
  });
});
