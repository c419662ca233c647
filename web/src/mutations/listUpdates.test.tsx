import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fetchQuery, RelayEnvironmentProvider } from 'react-relay';
import type { Environment, FetchFunction, GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import CollectionsScreenQueryNode from '../__generated__/CollectionsScreenQuery.graphql.ts';
import ElementsScreenQueryNode from '../__generated__/ElementsScreenQuery.graphql.ts';
import KitsScreenQueryNode from '../__generated__/KitsScreenQuery.graphql.ts';
import { elementListsOf } from '../relay/elementLists.ts';
import { createEnvironment } from '../relay/environment.ts';
import { useCreateElementMutation } from './useCreateElementMutation.ts';
import { useCreateKitMutation } from './useCreateKitMutation.ts';
import { useDeleteElementMutation } from './useDeleteElementMutation.ts';
import { useDeleteKitMutation } from './useDeleteKitMutation.ts';
import { useSetKitVisibilityMutation } from './useSetKitVisibilityMutation.ts';
import { useUpdateCollectionMutation } from './useUpdateCollectionMutation.ts';

const COLLECTION_ID = 'Q29sbGVjdGlvbjox';
const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/** A server that answers by operation name and counts what it was asked. */
function server(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const asked: string[] = [];
  const fetchFn: FetchFunction = async (params, variables) => {
    asked.push(params.name);
    const answer = answers[params.name];
    if (!answer) throw new Error(`unexpected ${params.name}`);
    return { data: answer(variables) } as GraphQLResponse;
  };
  return { environment: createEnvironment(fetchFn), asked };
}

function hook<T>(environment: Environment, use: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  return renderHook(use, { wrapper }).result;
}

/** The ids a plural linked field of a record holds, in order (null when never loaded). */
function listIds(environment: Environment, recordId: string, field: string): (string | null)[] | null {
  const refs = environment.getStore().getSource().get(recordId)?.[field] as { __refs?: (string | null)[] } | undefined;
  return refs?.__refs ?? null;
}

function connectionNodes(environment: Environment, connectionId: string): { ids: string[]; totalCount: unknown } {
  const source = environment.getStore().getSource();
  const connection = source.get(connectionId);
  const edges = ((connection?.edges as { __refs?: string[] } | undefined)?.__refs ?? []).map((id) => source.get(id));
  const ids = edges.flatMap((edge) => {
    const node = (edge?.node as { __ref?: string } | undefined)?.__ref;
    return node && source.get(node) ? [node] : [];
  });
  return { ids, totalCount: connection?.totalCount };
}

const element = (n: number, name: string, displayOrd = 0) => ({
  __typename: 'Element',
  id: `RWxlbWVudDo${n}`,
  name,
  displayOrd,
  discountPercent: 0,
  thumbUrl: '',
  available: true,
  category: { __typename: 'ElementCategory', id: 'Q2F0OjE=', name: 'Moduły' },
  prices: GROUPS.map((group) => ({ group, grosze: group === 'A' ? 100_000 : null })),
});

const elementsPage = (elements: ReturnType<typeof element>[], totalCount: number) => ({
  collection: {
    __typename: 'Collection',
    id: COLLECTION_ID,
    slug: 'manhattan',
    name: 'Manhattan',
    elementCategories: [{ __typename: 'ElementCategory', id: 'Q2F0OjE=', name: 'Moduły' }],
    elements: {
      totalCount,
      edges: elements.map((node, i) => ({ cursor: String(i), node })),
      pageInfo: { endCursor: String(elements.length - 1), hasNextPage: totalCount > elements.length },
    },
  },
});

/** What a created element's answer carries beyond its row: the details screen it opens on. */
const createdDetails = {
  description: '',
  descriptionEn: '',
  tinydesc: '',
  tinydescEn: '',
  equipment: [],
  collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', elementCategories: [] },
};

describe('mutations change the lists in the store, without reading a page again', () => {
  it('a deleted element leaves the unfiltered list and its count drops', async () => {
    const { environment, asked } = server({
      ElementsScreenQuery: () => elementsPage([element(1, 'MH-1'), element(2, 'MH-2')], 2),
      DeleteElementMutation: () => ({ deleteElement: { __typename: 'DeleteElementPayload', deletedId: element(1, '').id, deletedRecordId: element(1, '').id } }),
    });
    await fetchQuery(environment, ElementsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const [list] = elementListsOf(environment, COLLECTION_ID);
    expect(connectionNodes(environment, list!)).toEqual({ ids: [element(1, '').id, element(2, '').id], totalCount: 2 });

    const result = hook(environment, () => useDeleteElementMutation());
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current[0](element(1, '').id, COLLECTION_ID);
    });

    expect(outcome).toMatchObject({ ok: true });
    expect(connectionNodes(environment, list!)).toEqual({ ids: [element(2, '').id], totalCount: 1 });
    expect(asked).toEqual(['ElementsScreenQuery', 'DeleteElementMutation']);
  });

  it('a refused delete leaves the list and its count as they were', async () => {
    const { environment } = server({
      ElementsScreenQuery: () => elementsPage([element(1, 'MH-1')], 1),
      DeleteElementMutation: () => ({ deleteElement: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'Element jest w zestawach: Dzienny', fieldErrors: [] } }),
    });
    await fetchQuery(environment, ElementsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const result = hook(environment, () => useDeleteElementMutation());
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current[0](element(1, '').id, COLLECTION_ID);
    });
    expect(outcome).toEqual({ ok: false, banner: 'Element jest w zestawach: Dzienny', fieldErrors: {} });
    expect(connectionNodes(environment, elementListsOf(environment, COLLECTION_ID)[0]!)).toEqual({ ids: [element(1, '').id], totalCount: 1 });
  });

  it('a delete of an element someone deleted meanwhile takes its row away too, and says why', async () => {
    const { environment } = server({
      ElementsScreenQuery: () => elementsPage([element(1, 'MH-1'), element(2, 'MH-2')], 2),
      DeleteElementMutation: () => ({ deleteElement: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'Nie znaleziono elementu' } }),
    });
    await fetchQuery(environment, ElementsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const result = hook(environment, () => useDeleteElementMutation());
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current[0](element(1, '').id, COLLECTION_ID);
    });
    expect(outcome).toEqual({ ok: false, banner: 'Nie znaleziono elementu', fieldErrors: {} });
    expect(connectionNodes(environment, elementListsOf(environment, COLLECTION_ID)[0]!)).toEqual({ ids: [element(2, '').id], totalCount: 1 });
  });

  it('a created element joins the unfiltered list and its count grows', async () => {
    const created = { ...element(3, 'MH-3'), file: 'mh-3.glb', isDefault: false, connect: 'a', angle: 90, dimb: null, dx: 1, dy: 1, dz: 1, ...createdDetails };
    const { environment, asked } = server({
      ElementsScreenQuery: () => elementsPage([element(1, 'MH-1')], 1),
      CreateElementMutation: () => ({ createElement: { __typename: 'ElementPayload', element: created } }),
    });
    await fetchQuery(environment, ElementsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const result = hook(environment, () => useCreateElementMutation());
    await act(async () => {
      // The input is not read by this server; the form's own tests cover it.
      await result.current[0]({ collectionId: COLLECTION_ID, input: {} as never });
    });
    expect(connectionNodes(environment, elementListsOf(environment, COLLECTION_ID)[0]!)).toEqual({ ids: [element(1, '').id, created.id], totalCount: 2 });
    expect(asked).toEqual(['ElementsScreenQuery', 'CreateElementMutation']);
  });

  it('a created element takes its place (displayOrd, then name with numbers by value), not the end of the list', async () => {
    const created = { ...element(4, 'MH-2', 1), file: 'mh-2.glb', isDefault: false, connect: 'a', angle: 90, dimb: null, dx: 1, dy: 1, dz: 1, ...createdDetails };
    const { environment } = server({
      ElementsScreenQuery: () => elementsPage([element(1, 'MH-1', 1), element(2, 'MH-10', 1), element(3, 'Ćma', 2)], 3),
      CreateElementMutation: () => ({ createElement: { __typename: 'ElementPayload', element: created } }),
    });
    await fetchQuery(environment, ElementsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const result = hook(environment, () => useCreateElementMutation());
    await act(async () => {
      await result.current[0]({ collectionId: COLLECTION_ID, input: {} as never });
    });
    const ids = [element(1, '').id, created.id, element(2, '').id, element(3, '').id];
    expect(connectionNodes(environment, elementListsOf(environment, COLLECTION_ID)[0]!)).toEqual({ ids, totalCount: 4 });
  });

  it('a created element whose place is past the loaded page of a longer list waits for the next page; the count grows', async () => {
    const created = { ...element(4, 'Żaba', 9), file: 'z.glb', isDefault: false, connect: 'a', angle: 90, dimb: null, dx: 1, dy: 1, dz: 1, ...createdDetails };
    const { environment } = server({
      ElementsScreenQuery: () => elementsPage([element(1, 'MH-1', 1), element(2, 'MH-2', 1)], 60),
      CreateElementMutation: () => ({ createElement: { __typename: 'ElementPayload', element: created } }),
    });
    await fetchQuery(environment, ElementsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const result = hook(environment, () => useCreateElementMutation());
    await act(async () => {
      await result.current[0]({ collectionId: COLLECTION_ID, input: {} as never });
    });
    expect(connectionNodes(environment, elementListsOf(environment, COLLECTION_ID)[0]!)).toEqual({ ids: [element(1, '').id, element(2, '').id], totalCount: 61 });
  });

  const kit = (n: number, name: string, ord: number) => ({
    __typename: 'Kit',
    id: `S2l0OjE${n}`,
    name,
    ord,
    tinydesc: '',
    isActive: true,
    elements: [],
    totalPrices: GROUPS.map((group) => ({ group, formatted: null })),
  });
  const kitsAnswer = () => ({
    collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', kits: [kit(1, 'Zestaw a', 1), kit(2, 'Zestaw b', 3)], elementCategories: [] },
  });

  it('a created kit takes its place in the kits list (ord, then name); a deleted one leaves it', async () => {
    const { environment, asked } = server({
      KitsScreenQuery: kitsAnswer,
      CreateKitMutation: () => ({ createKit: { __typename: 'KitPayload', kit: { ...kit(3, 'Zestaw ą', 1), thumbUrl: '', collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan' } } } }),
      DeleteKitMutation: () => ({ deleteKit: { __typename: 'DeleteKitPayload', deletedId: kit(1, '', 0).id } }),
    });
    await fetchQuery(environment, KitsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const create = hook(environment, () => useCreateKitMutation());
    await act(async () => {
      await create.current[0]({ collectionId: COLLECTION_ID, input: {} as never });
    });
    expect(listIds(environment, COLLECTION_ID, 'kits')).toEqual([kit(1, '', 0).id, kit(3, '', 0).id, kit(2, '', 0).id]);

    const remove = hook(environment, () => useDeleteKitMutation());
    await act(async () => {
      await remove.current[0](kit(1, '', 0).id, COLLECTION_ID);
    });
    expect(listIds(environment, COLLECTION_ID, 'kits')).toEqual([kit(3, '', 0).id, kit(2, '', 0).id]);
    expect(asked).toEqual(['KitsScreenQuery', 'CreateKitMutation', 'DeleteKitMutation']);
  });

  it('a kit visibility toggle shows at once, goes back when the server refuses, and stays when it agrees', async () => {
    let answer: (data: unknown) => void = () => {};
    const fetchFn: FetchFunction = async (params) => {
      if (params.name === 'KitsScreenQuery') return { data: kitsAnswer() } as GraphQLResponse;
      return new Promise<GraphQLResponse>((resolve) => {
        answer = (data) => resolve({ data } as GraphQLResponse);
      });
    };
    const environment = createEnvironment(fetchFn);
    await fetchQuery(environment, KitsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const kitId = kit(1, '', 0).id;
    const isActive = () => environment.getStore().getSource().get(kitId)?.isActive;
    const toggle = hook(environment, () => useSetKitVisibilityMutation());

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = toggle.current[0]({ kitId, isActive: false });
    });
    expect(isActive()).toBe(false);
    let outcome: unknown;
    await act(async () => {
      answer({ setKitVisibility: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'Nie można ukryć zestawu.', fieldErrors: [] } });
      outcome = await pending;
    });
    expect(outcome).toEqual({ ok: false, banner: 'Nie można ukryć zestawu.', fieldErrors: {} });
    expect(isActive()).toBe(true);

    act(() => {
      pending = toggle.current[0]({ kitId, isActive: false });
    });
    expect(isActive()).toBe(false);
    await act(async () => {
      answer({ setKitVisibility: { __typename: 'KitPayload', kit: { __typename: 'Kit', id: kitId, isActive: false } } });
      outcome = await pending;
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(isActive()).toBe(false);
  });

  it('numbers in names sort by value, as the API sorts: a created "Zestaw 2" goes before "Zestaw 10"', async () => {
    const { environment } = server({
      KitsScreenQuery: () => ({
        collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', kits: [kit(1, 'Zestaw 1', 1), kit(2, 'Zestaw 10', 1)], elementCategories: [] },
      }),
      CreateKitMutation: () => ({ createKit: { __typename: 'KitPayload', kit: { ...kit(3, 'Zestaw 2', 1), thumbUrl: '', collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan' } } } }),
    });
    await fetchQuery(environment, KitsScreenQueryNode, { slug: 'manhattan' }).toPromise();
    const create = hook(environment, () => useCreateKitMutation());
    await act(async () => {
      await create.current[0]({ collectionId: COLLECTION_ID, input: {} as never });
    });
    expect(listIds(environment, COLLECTION_ID, 'kits')).toEqual([kit(1, '', 0).id, kit(3, '', 0).id, kit(2, '', 0).id]);
  });

  it('a collection moved to another category moves between the lists of the collections screen', async () => {
    const collection = (id: string, name: string) => ({ __typename: 'Collection', id, slug: name.toLowerCase(), name, isActive: true, thumbUrl: '', elementCount: 0, kitCount: 0 });
    const { environment, asked } = server({
      CollectionsScreenQuery: () => ({
        collectionCategories: [
          { __typename: 'CollectionCategory', id: 'Q2F0OjE=', slug: 'narozniki', name: 'Narożniki', collections: [collection('Qzox', 'Manhattan')] },
          { __typename: 'CollectionCategory', id: 'Q2F0OjI=', slug: 'sofy', name: 'Sofy', collections: [collection('Qzoy', 'Bari'), collection('Qzoz', 'Wenecja')] },
        ],
      }),
      UpdateCollectionMutation: () => ({
        updateCollection: {
          __typename: 'CollectionPayload',
          collection: {
            ...collection('Qzox', 'Manhattan'),
            description: '',
            discountPercent: 0,
            thumbUrl: '',
            category: { __typename: 'CollectionCategory', id: 'Q2F0OjI=', name: 'Sofy', slug: 'sofy' },
          },
        },
      }),
    });
    await fetchQuery(environment, CollectionsScreenQueryNode, {}).toPromise();
    const update = hook(environment, () => useUpdateCollectionMutation());
    await act(async () => {
      await update.current[0]({ id: 'Qzox', input: {} as never });
    });
    expect(listIds(environment, 'Q2F0OjE=', 'collections')).toEqual([]);
    expect(listIds(environment, 'Q2F0OjI=', 'collections')).toEqual(['Qzoy', 'Qzox', 'Qzoz']);
    expect(asked).toEqual(['CollectionsScreenQuery', 'UpdateCollectionMutation']);
  });
});
