import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { callShapes, createTestGraph, type TestGraph } from '../kit/graph.ts';
import type { SeededUser } from '../kit/seed.ts';
import { webOperation } from '../kit/web-operations.ts';

const USERS = `query ($first: Int, $after: String, $salonsOnly: Boolean) {
  users(first: $first, after: $after, salonsOnly: $salonsOnly) {
    totalCount
    edges { cursor node { id name email city isAdmin isSalon salonName viewerCanDelete } }
    pageInfo { hasNextPage endCursor }
  }
}`;
interface UsersResult {
  users: {
    totalCount: number;
    edges: { cursor: string; node: { id: string; name: string; isAdmin: boolean; isSalon: boolean; salonName: string | null; viewerCanDelete: boolean } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}
const DELETE = `mutation ($id: ID!) {
  deleteUser(id: $id) {
    __typename
    ... on DeleteUserPayload { deletedUserId name }
    ... on Error { message }
  }
}`;
interface DeleteResult {
  deleteUser: { __typename: string; deletedUserId?: string; name?: string; message?: string };
}
const userId = (user: SeededUser) => encodeGlobalID('User', user.user._id);

describe('users through the gateway', () => {
  let g: TestGraph;
  let admin: SeededUser;
  let adminToken: string;
  let salon: SeededUser;
  let salonToken: string;

  beforeAll(async () => {
    g = await createTestGraph();
    admin = await g.t.kit.user().admin().name('Anna Administratorka').create();
    adminToken = await g.t.signIn(admin.email, admin.password);
    salon = await g.t.kit.user().salon('Salon Bałtycki').create();
    salonToken = await g.t.signIn(salon.email, salon.password);
    await g.t.kit.user().salon('Salon Żuławski').create();
    await g.t.kit.user().name('Zwykły Użytkownik').create();
  });
  afterAll(() => g.close());

  it('lists salon users by default and everyone with salonsOnly: false; viewerCanDelete is false for oneself only', async () => {
    const salons = await g.graph<UsersResult>(USERS, {}, adminToken);
    expect(salons.errors).toBeUndefined();
    expect(salons.data!.users.edges.map((edge) => edge.node.name)).toEqual(['Salon Bałtycki', 'Salon Żuławski']);
    expect(salons.data!.users.totalCount).toBe(2);
    expect(salons.data!.users.edges[0]!.node).toMatchObject({ id: userId(salon), isSalon: true, isAdmin: false, salonName: 'Salon Bałtycki', viewerCanDelete: true });

    const everyone = await g.graph<UsersResult>(USERS, { salonsOnly: false }, adminToken);
    const nodes = everyone.data!.users.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.name)).toEqual(['Anna Administratorka', 'Salon Bałtycki', 'Salon Żuławski', 'Zwykły Użytkownik']);
    expect(nodes.map((node) => node.viewerCanDelete)).toEqual([false, true, true, true]);
  });

  it('pages with first/after: every user once, the edge cursors continue the list', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const answer: { data?: UsersResult | null } = await g.graph<UsersResult>(USERS, { first: 1, after, salonsOnly: false }, adminToken);
      const page: UsersResult['users'] = answer.data!.users;
      expect(page.totalCount).toBe(4);
      seen.push(...page.edges.map((edge) => edge.node.name));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(['Anna Administratorka', 'Salon Bałtycki', 'Salon Żuławski', 'Zwykły Użytkownik']);
  });

  it('first: 0 answers no edges but the real count and whether users follow, in one call', async () => {
    const EMPTY = `query ($salonsOnly: Boolean, $after: String) {
      users(first: 0, salonsOnly: $salonsOnly, after: $after) { totalCount edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
    }`;
    type Empty = { users: { totalCount: number; edges: unknown[]; pageInfo: Record<string, unknown> } };
    g.calls.length = 0;
    const everyone = await g.graph<Empty>(EMPTY, { salonsOnly: false }, adminToken);
    expect(everyone).toEqual({ data: { users: { totalCount: 4, edges: [], pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null } } } });
    expect(callShapes(g.calls)).toEqual(['GET /api/users/list']);
    expect((await g.graph<Empty>(EMPTY, {}, adminToken)).data!.users.totalCount).toBe(2);
    const last = (await g.graph<UsersResult>(USERS, { salonsOnly: false }, adminToken)).data!.users.pageInfo.endCursor;
    expect((await g.graph<Empty>(EMPTY, { salonsOnly: false, after: last }, adminToken)).data!.users).toMatchObject({
      totalCount: 4,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('answers a salon user FORBIDDEN with no data on the list and the delete, but lets them read themself', async () => {
    for (const variables of [{}, { salonsOnly: false }]) {
      const refused = await g.graph(USERS, variables, salonToken);
      expect(refused.data).toBeNull();
      expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    g.calls.length = 0;
    for (const id of [userId(salon), userId(admin)]) {
      const refused = await g.graph(DELETE, { id }, salonToken);
      expect(refused.data).toBeNull();
      expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    // Refused before any write was sent.
    expect(g.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    const own = await g.graph<{ node: { name: string; viewerCanDelete: boolean } }>(
      'query ($id: ID!) { node(id: $id) { ... on User { name viewerCanDelete } } }',
      { id: userId(salon) },
      salonToken,
    );
    expect(own.data!.node).toEqual({ name: 'Salon Bałtycki', viewerCanDelete: false });
  });

  it('deletes a salon user: its id for @deleteEdge; their session ends at once (UNAUTHENTICATED), sign-in refused', async () => {
    const leaving = await g.t.kit.user().salon('Salon Odchodzący').create();
    const leavingToken = await g.t.signIn(leaving.email, leaving.password);
    expect((await g.graph('{ viewer { name } }', {}, leavingToken)).errors).toBeUndefined();

    g.calls.length = 0;
    const deleted = await g.graph<DeleteResult>(DELETE, { id: userId(leaving) }, adminToken);
    expect(deleted.data!.deleteUser).toEqual({ __typename: 'DeleteUserPayload', deletedUserId: userId(leaving), name: 'Salon Odchodzący' });
    expect(callShapes(g.calls)).toEqual(['GET /api/users/me', 'POST /api/cms/user/delete/{id}']);

    const after = await g.graph('{ viewer { name } clientConfigurations(first: 1) { totalCount } }', {}, leavingToken);
    expect(after.data).toBeNull();
    expect(after.errors?.map((error) => error.extensions?.code)).toContain('UNAUTHENTICATED');
    const signIn = await g.graph<{ signIn: { __typename: string; message?: string } }>(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename ... on Error { message } } }',
      { email: leaving.email, password: leaving.password },
    );
    expect(signIn.data!.signIn).toEqual({ __typename: 'SignInError', message: messages.signInFailed });

    const list = await g.graph<UsersResult>(USERS, { salonsOnly: false }, adminToken);
    expect(list.data!.users.edges.map((edge) => edge.node.name)).not.toContain('Salon Odchodzący');
  });

  it("refuses deleting oneself with the Polish message and sends no write; unknown or deleted users are NotFoundError", async () => {
    g.calls.length = 0;
    const self = await g.graph<DeleteResult>(DELETE, { id: userId(admin) }, adminToken);
    expect(self.data!.deleteUser).toEqual({ __typename: 'ValidationError', message: messages.cannotDeleteSelf });
    expect(g.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    const gone = await g.t.kit.user().salon().deleted().create();
    for (const id of [encodeGlobalID('User', '00000000-0000-4000-8000-000000000000'), userId(gone)]) {
      const answer = await g.graph<DeleteResult>(DELETE, { id }, adminToken);
      expect(answer.data!.deleteUser).toEqual({ __typename: 'NotFoundError', message: messages.notFound });
    }
  });
});

describe('the users page costs one REST call whatever its length', () => {
  let g: TestGraph;
  let adminToken: string;
  beforeAll(async () => {
    g = await createTestGraph();
    adminToken = await g.tokenFor('admin');
  });
  afterAll(() => g.close());

  it('10 and 100 users: the list alone (the viewer comes stamped on its answer)', async () => {
    const callsFor = async (count: number) => {
      const existing = (await g.graph<UsersResult>(USERS, { first: 100 }, adminToken)).data!.users.totalCount;
      for (let i = existing; i < count; i++) await g.t.kit.user().salon(`Salon ${i + 1}`).create();
      g.calls.length = 0;
      const answer = await g.graph<UsersResult>(USERS, { first: 100 }, adminToken);
      expect(answer.data!.users.edges).toHaveLength(count);
      expect(answer.data!.users.edges.filter((edge) => edge.node.viewerCanDelete)).toHaveLength(count);
      return [...g.calls];
    };
    const ten = await callsFor(10);
    expect(ten).toEqual(['GET /api/users/list']);
    expect(await callsFor(100)).toEqual(ten);
  });

  it("the web's own operations: the screen and its next page cost the list alone; the delete, the viewer and the write", async () => {
    g.calls.length = 0;
    const screen = await g.graph<{ users: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string } } }>(
      webOperation('UsersScreenQuery'),
      { first: 2, salonsOnly: true },
      adminToken,
    );
    expect(screen.errors).toBeUndefined();
    expect(g.calls).toEqual(['GET /api/users/list']);
    g.calls.length = 0;
    const next = await g.graph(webOperation('UsersPaginationQuery'), { first: 2, after: screen.data!.users.pageInfo.endCursor, salonsOnly: true }, adminToken);
    expect(next.errors).toBeUndefined();
    expect(g.calls).toEqual(['GET /api/users/list']);

    const leaving = await g.t.kit.user().salon('Salon Z Ekranu').create();
    g.calls.length = 0;
    const deleted = await g.graph<{ deleteUser: Record<string, unknown> }>(webOperation('DeleteUserMutation'), { id: encodeGlobalID('User', leaving.user._id), connections: [] }, adminToken);
    expect(deleted.data!.deleteUser).toMatchObject({ __typename: 'DeleteUserPayload', name: 'Salon Z Ekranu' });
    expect(callShapes(g.calls)).toEqual(['GET /api/users/me', 'POST /api/cms/user/delete/{id}']);
  });
});
