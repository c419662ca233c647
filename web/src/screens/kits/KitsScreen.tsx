import { useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { KitForm } from '@meble/domain/kit';
import { messages } from '@meble/domain/messages';
import type { KitsScreenQuery } from '../../__generated__/KitsScreenQuery.graphql.ts';
import { useCreateKitMutation } from '../../mutations/useCreateKitMutation.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { CollectionNotFound } from '../collections/CollectionNotFound.tsx';
import { KitCreateForm } from './KitCreateForm.tsx';
import type { KitSaveResult } from './KitCreateForm.tsx';
import { KitsTable } from './KitsTable.tsx';

const query = graphql`
  query KitsScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      ...KitsTable_collection
      ...ElementPicker_collection
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<KitsScreenQuery>(query, { slug: params.slug ?? '' }) };
}

/** `/collection/{slug}/sets`: the kits list and, on the same screen, the create form (spec part 2 §2, §5). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { collection } = usePreloadedQuery<KitsScreenQuery>(query, queryRef);
  const [create] = useCreateKitMutation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  if (!collection) return <CollectionNotFound />;
  const setsPath = `/collection/${encodeURIComponent(collection.slug)}/sets`;
  const collectionId = collection.id;

  function open() {
    setCreating(true);
    requestAnimationFrame(() => document.getElementById('kit-name')?.focus());
  }

  function close() {
    setCreating(false);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  async function save(input: KitForm): Promise<KitSaveResult> {
    const { createKit: result } = await create({ collectionId, input });
    if (result.__typename === 'KitPayload') {
      await navigate(`${setsPath}/${encodeURIComponent(result.kit.id)}`);
      return 'saved';
    }
    return result.__typename === '%other' ? { message: messages.unexpected } : result;
  }

  return (
    <section className="screen">
      <div className="screen-head">
        <h1>{`Zestawy — ${collection.name}`}</h1>
        {creating ? null : (
          <button type="button" ref={addButton} onClick={open}>
            Dodaj zestaw
          </button>
        )}
      </div>
      {creating ? (
        <div id="kit-create">
          <KitCreateForm collection={collection} onSave={save} onCancel={close} />
        </div>
      ) : null}
      <KitsTable collection={collection} />
    </section>
  );
}
