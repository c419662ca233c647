import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@meble/domain/messages';
import { counted, createTestGraph, type TestGraph } from '../kit/graph.ts';
import { webOperation } from '../kit/web-operations.ts';

interface Payload {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
  user?: { id: string; name: string; email: string; city: string; isAdmin: boolean; isSalon: boolean; salonName: string | null; salonPhone: string | null; salonAddress: string | null };
}

const UPDATE = `mutation ($id: ID!, $input: UserFields!) {
  updateUser(id: $id, input: $input) {
    __typename
    ... on UpdateUserPayload { user { id name email city isAdmin isSalon salonName salonPhone salonAddress } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

const fields = { name: 'Ewa Lipowa', city: 'Gniezno', salonName: 'Salon Lipowy', salonPhone: '61 426 00 00', salonAddress: 'ul. Lipowa 5' };

describe('updateUser through the gateway (D28)', () => {
  let g: TestGraph;
  let admin: string;
  let salon: string;

  beforeAll(async () => {
    g = await createTestGraph();
    [admin, salon] = await Promise.all([g.tokenFor('admin'), g.tokenFor('salon')]);
  });
  afterAll(() => g.close());

  const update = (id: string, input: Record<string, unknown>, token = admin) => g.graph<{ updateUser: Payload }>(UPDATE, { id, input }, token);

  it("saves a salon's fields in two upstream calls (the viewer and the write) and answers the user, no read-back", async () => {
    const target = await g.t.kit.user().salon('Salon Grafu').create();
    g.calls.length = 0;
    const { data, errors } = await update(encodeGlobalID('User', target.user._id), { ...fields, name: ' Ewa Lipowa ' });
    expect(errors).toBeUndefined();
    expect(g.calls).toEqual(['GET /api/users/me', `PATCH /api/cms/user/update/${target.user._id}`]);
    expect(data!.updateUser).toEqual({
      __typename: 'UpdateUserPayload',
      user: { id: encodeGlobalID('User', target.user._id), email: target.email, isAdmin: false, isSalon: true, ...fields },
    });
  });

  it("the web's own mutation and the edit screen's query cost the same: the write and the viewer, and one read (with the history the screen shows)", async () => {
    const target = await g.t.kit.user().salon('Salon Weba').create();
    const id = encodeGlobalID('User', target.user._id);
    const query = webOperation('UserEditScreenQuery');
    const screen = await counted<{ node: { name: string } | null }>(g, admin, query, { id });
    // The user, and the user's history when the screen shows it (asked beside the user: one-round.test.ts).
    expect([...screen.shapes].sort()).toEqual(/\bhistory\(/.test(query) ? ['GET /api/cms/history', 'GET /api/users/{id}'] : ['GET /api/users/{id}']);
    expect(screen.data.node?.name).toBe('Salon Weba');
    const saved = await counted<{ updateUser: Payload }>(g, admin, webOperation('UpdateUserMutation'), { id, input: fields });
    expect(saved.shapes).toEqual(['GET /api/users/me', 'PATCH /api/cms/user/update/{id}']);
    expect(saved.data.updateUser.__typename).toBe('UpdateUserPayload');
  });

  it.each([
    ['a city shorter than 3', { city: 'Ła' }, 'city', messages.cityRequired],
    ['a name over 30', { name: 'n'.repeat(31) }, 'name', messages.tooLong(30)],
    ['a salon phone over 30', { salonPhone: '1'.repeat(31) }, 'salonPhone', messages.tooLong(30)],
    ['a NUL in the salon address', { salonAddress: 'ul.\u0000' }, 'salonAddress', messages.unstorableText],
  ])('refuses %s as a ValidationError before any write', async (_what, change, field, message) => {
    const target = await g.t.kit.user().salon('Salon Odmowy').create();
    g.calls.length = 0;
    const { data } = await update(encodeGlobalID('User', target.user._id), { ...fields, ...change });
    expect(data!.updateUser).toEqual({ __typename: 'ValidationError', message: messages.fillAllFields, fieldErrors: [{ field, message }] });
    expect(g.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it("the API's rules for the user as stored come back as a ValidationError next to the field", async () => {
    const target = await g.t.kit.user().salon('Salon Bez Nazwy').create();
    const plain = await g.t.kit.user().create();
    const emptySalon = await update(encodeGlobalID('User', target.user._id), { ...fields, salonName: '' });
    expect(emptySalon.data!.updateUser).toEqual({
      __typename: 'ValidationError',
      message: messages.fillAllFields,
      fieldErrors: [{ field: 'salonName', message: messages.salonNameRequired }],
    });
    const shortName = await update(encodeGlobalID('User', plain.user._id), { ...fields, name: 'Jo' });
    expect(shortName.data!.updateUser).toEqual({
      __typename: 'ValidationError',
      message: messages.fillAllFields,
      fieldErrors: [{ field: 'name', message: messages.nameRequired }],
    });
  });

  it('an unknown user, a deleted one or an id of another type is a NotFoundError', async () => {
    const deleted = await g.t.kit.user().salon('Salon Usunięty').deleted().create();
    for (const id of [encodeGlobalID('User', '00000000-0000-4000-8000-000000000000'), encodeGlobalID('User', deleted.user._id), 'nie-id']) {
      const { data } = await update(id, fields);
      expect(data!.updateUser, id).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
    }
  });

  it('salon users are FORBIDDEN, nothing sent upstream beyond the viewer', async () => {
    const target = await g.t.kit.user().salon('Salon Cudzy').create();
    g.calls.length = 0;
    const result = await update(encodeGlobalID('User', target.user._id), fields, salon);
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(g.calls.every((call) => call === 'GET /api/users/me')).toBe(true);
    expect((await update(encodeGlobalID('User', target.user._id), fields, '')).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
