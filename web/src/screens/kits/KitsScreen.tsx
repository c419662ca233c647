import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { KitForm } from '@meble/domain/kit';
import type { KitsScreenQuery } from '../../__generated__/KitsScreenQuery.graphql.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useCreateKitMutation } from '../../mutations/useCreateKitMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { asksToStartAction } from '../../routes/startAction.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { KitCreateForm } from './KitCreateForm.tsx';
import { KitsTable } from './KitsTable.tsx';
import { kitFieldOf } from './kitRules.ts';

const query = graphql`
  query KitsScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
      ...KitsTable_collection
      ...KitCreateForm_collection
    }
  }
`;

type Collection = NonNullable<KitsScreenQuery['response']['collection']>;

/** `/collection/{slug}/sets`: the kits list and, on the same screen, the create form (spec part 2 §2, §5). */
function Kits({ collection }: { collection: Collection }) {
  const [create] = useCreateKitMutation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  // The command palette's 'Dodaj zestaw' arrives asking for the form, also while the list is already open.
  const { key, state } = useLocation();
  const [startedAt, setStartedAt] = useState<string | null>(null);
  if (asksToStartAction(state) && startedAt !== key) {
    setStartedAt(key);
    setCreating(true);
  }
  useEffect(() => {
    if (!startedAt) return;
    requestAnimationFrame(() => document.getElementById('kit-name')?.focus());
    // Used up: coming back to this entry (Back after the kit is created) shows the list, not the form again.
    const entry: unknown = window.history.state;
    if (typeof entry === 'object' && entry !== null && 'usr' in entry) window.history.replaceState({ ...entry, usr: null }, '');
  }, [startedAt]);

  function open() {
    setCreating(true);
    requestAnimationFrame(() => document.getElementById('kit-name')?.focus());
  }

  function close() {
    setCreating(false);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  async function save(input: KitForm, allowLeave: () => void): Promise<SubmitOutcome> {
    // `elements.1` (one id of the list) is the element picker's message, as is `elements`.
    const outcome = await create({ collectionId: collection.id, input }, { fieldNames: kitFieldOf });
    if (outcome.ok) {
      allowLeave();
      await navigate(paths.kit({ slug: collection.slug, id: outcome.payload.kit.id }));
    }
    return outcome;
  }

  const title = `Zestawy — ${collection.name}`;
  const addAction = creating ? null : (
    <Button ref={addButton} onClick={open}>
      Dodaj zestaw
    </Button>
  );
  return (
    <Screen title={title} actions={addAction}>
      {creating ? (
        <div id="kit-create">
          <KitCreateForm collection={collection} onSave={save} onCancel={close} />
        </div>
      ) : null}
      <KitsTable collection={collection} />
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<KitsScreenQuery>(query, Kits);
