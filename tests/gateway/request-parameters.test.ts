import { describe, expect, it } from 'vitest';
import type { Logger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { createGateway } from '@meble/gateway/gateway';
import { createHttpApp } from '@meble/gateway/http';
import type { Upstream } from '@meble/gateway/rest-client';
import { englishIn } from '../kit/english.ts';

/** Malformed GraphQL parameters (in a GET's query string or a POST's body) are the caller's error, whoever calls. */

const admin: User = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Anna',
  email: 'anna@example.pl',
  city: 'Poznań',
  isAdmin: true,
  isSalon: false,
  isDeleted: false,
  salonName: null,
  salonPhone: null,
  salonAddress: null,
};
const TOKEN = 'Bearer token-of-anna';

interface GraphAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

function setUp() {
  const logged: { level: string; message: string }[] = [];
  const log: Logger = { info: (message) => logged.push({ level: 'info', message }), error: (message) => logged.push({ level: 'error', message }) };
  const upstream: Upstream = async (request) =>
    new URL(request.url).pathname === '/api/users/me' && request.headers.get('authorization') === TOKEN
      ? Response.json(admin)
      : Response.json({ message: messages.unauthenticated }, { status: 401 });
  const baseUrl = 'http://api.upstream';
  const app = createHttpApp({ gateway: createGateway({ upstream, baseUrl, log }), upstream, baseUrl, log });
  return { app, logged };
}

const get = (query: string) => `/graphql?${query}&query=${encodeURIComponent('{ viewer { id } }')}`;

// What is sent, and the parameter the answer must name.
const MALFORMED: [string, RequestInit & { path: string }, string][] = [
  ['GET variables that are not JSON', { path: get('variables=x') }, messages.graphqlParameterNotJson('variables')],
  ['GET extensions that are not JSON', { path: get('extensions=x') }, messages.graphqlParameterNotJson('extensions')],
  ['GET variables that are JSON but not an object', { path: get('variables=5') }, messages.graphqlParameterNotObject('variables')],
  ['GET extensions that are a JSON list', { path: get('extensions=%5B1%5D') }, messages.graphqlParameterNotObject('extensions')],
  ['GET operationName given twice', { path: get('operationName=a&operationName=b') }, messages.graphqlParameterRepeated('operationName')],
  ['GET variables given twice', { path: get('variables=%7B%7D&variables=%7B%7D') }, messages.graphqlParameterRepeated('variables')],
  ['POST variables that are a string', { path: '/graphql', method: 'POST', body: '{"query":"{ viewer { id } }","variables":"x"}' }, messages.graphqlParameterNotObject('variables')],
  ['POST extensions that are a number', { path: '/graphql', method: 'POST', body: '{"query":"{ viewer { id } }","extensions":5}' }, messages.graphqlParameterNotObject('extensions')],
  ['POST operationName that is a number', { path: '/graphql', method: 'POST', body: '{"query":"{ viewer { id } }","operationName":5}' }, messages.graphqlParameterNotString('operationName')],
  ['POST operationName that is a list', { path: '/graphql', method: 'POST', body: '{"query":"{ viewer { id } }","operationName":["a"]}' }, messages.graphqlParameterNotString('operationName')],
];

describe('malformed parameters of /graphql', () => {
  for (const authorization of [undefined, TOKEN]) {
    it.each(MALFORMED)(`%s: 400 BAD_REQUEST naming it, nothing logged as an error (${authorization ? 'signed in' : 'anonymous'})`, async (_name, { path, ...init }, message) => {
      const { app, logged } = setUp();
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
      const response = await app.request(path, { ...init, headers });
      const answer = (await response.json()) as GraphAnswer;
      expect([response.status, answer]).toEqual([400, { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }]);
      expect(englishIn(message)).toBeUndefined();
      expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
    });
  }

  it('well-formed parameters in a GET still run, and a null or empty one counts as absent', async () => {
    const { app, logged } = setUp();
    const query = encodeURIComponent('query Who { viewer { name } }');
    for (const rest of ['variables=%7B%22x%22%3A1%7D&operationName=Who', 'variables=null&extensions=%7B%7D', 'variables=&operationName=']) {
      const response = await app.request(`/graphql?query=${query}&${rest}`, { headers: { authorization: TOKEN } });
      expect([rest, response.status, await response.json()]).toEqual([rest, 200, { data: { viewer: { name: 'Anna' } } }]);
    }
    expect(logged).toEqual([]);
  });
});
