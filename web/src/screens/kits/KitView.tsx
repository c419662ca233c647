import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { messages } from '@meble/domain/messages';
import type { ElementPicker_collection$key } from '../../__generated__/ElementPicker_collection.graphql.ts';
import type { KitView_kit$key } from '../../__generated__/KitView_kit.graphql.ts';
import { AppError } from '../../errors/AppError.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { useAddKitElementMutation } from '../../mutations/useAddKitElementMutation.ts';
import { useDeleteKitMutation } from '../../mutations/useDeleteKitMutation.ts';
import { useRemoveKitElementMutation } from '../../mutations/useRemoveKitElementMutation.ts';
import { useSetKitVisibilityMutation } from '../../mutations/useSetKitVisibilityMutation.ts';
import { ElementPicker } from './ElementPicker.tsx';
import { KitDetails } from './KitDetails.tsx';
import { KitElementsTable } from './KitElementsTable.tsx';
import { KitTotals } from './KitTotals.tsx';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';

/** What a kit mutation answers: done, or the server's refusal with its Polish message. */
type KitAnswer = { __typename: 'KitPayload' } | { __typename: 'ValidationError' | 'NotFoundError'; message: string } | { __typename: '%other' };

/** Where a failure shows: next to the visibility toggle, or at the kit's elements. */
type Place = 'visibility' | 'elements';

interface KitViewProps {
  kit: KitView_kit$key;
  /** The kit's collection, searched by the 'Dodaj element' picker. */
  collection: ElementPicker_collection$key;
}

/** One kit: its fields, visibility toggle, elements (remove, add), totals A–I and the two-step delete. */
export function KitView({ kit, collection }: KitViewProps) {
  const data = useFragment(
    graphql`
      fragment KitView_kit on Kit {
        id
        name
        isActive
        viewerCanDelete
        collection {
          slug
          name
        }
        ...KitDetails_kit
        ...KitElementsTable_kit
        ...KitTotals_kit
      }
    `,
    kit,
  );
  const [setVisibility] = useSetKitVisibilityMutation();
  const [addElement] = useAddKitElementMutation();
  const [removeElement] = useRemoveKitElementMutation();
  const [deleteKit] = useDeleteKitMutation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Place | null>(null);
  const [failure, setFailure] = useState<{ place: Place; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const kitId = data.id;
  const setsPath = `/collection/${encodeURIComponent(data.collection.slug)}/sets`;

  /** One change at a time; its refusal or failure is shown where the user acted (D11), never swallowed. */
  async function run(place: Place, change: () => Promise<KitAnswer>, done: string) {
    if (busy) return;
    setBusy(place);
    setFailure(null);
    setNotice('');
    try {
      const answer = await change();
      if (answer.__typename === 'KitPayload') setNotice(done);
      else setFailure({ place, message: answer.__typename === '%other' ? messages.unexpected : answer.message });
    } catch (error) {
      setFailure({ place, message: error instanceof AppError ? error.message : messages.unexpected });
    } finally {
      setBusy(null);
    }
  }

  const toggle = () =>
    run(
      'visibility',
      async () => (await setVisibility({ kitId, isActive: !data.isActive })).setKitVisibility,
      data.isActive ? 'Zestaw jest teraz ukryty.' : 'Zestaw jest teraz widoczny.',
    );
  const add = (element: { id: string; name: string }) =>
    run('elements', async () => (await addElement({ kitId, elementId: element.id })).addKitElement, `Dodano element ${element.name}.`);
  const remove = (elementId: string) =>
    run('elements', async () => (await removeElement({ kitId, elementId })).removeKitElement, 'Usunięto element z zestawu.');

  async function confirmDelete(): Promise<string | null> {
    const { deleteKit: result } = await deleteKit({ id: kitId });
    if (result.__typename === 'DeleteKitPayload') {
      await navigate(setsPath, { replace: true });
      return null;
    }
    return result.__typename === '%other' ? messages.unexpected : result.message;
  }

  const failureAt = (place: Place) => (failure?.place === place ? failure.message : '');

  return (
    <>
      <div className="screen-head">
        <div className="kit-title">
          <h1>{data.name}</h1>
          {data.isActive ? null : <span className="badge">{HIDDEN_KIT_LABEL}</span>}
        </div>
        <button type="button" onClick={toggle} aria-busy={busy === 'visibility'} disabled={busy !== null}>
          {data.isActive ? 'Ukryj' : 'Pokaż'}
        </button>
      </div>
      <FormBanner message={failureAt('visibility')} />
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <p>
        Kolekcja: <Link to={`/collection/${encodeURIComponent(data.collection.slug)}`}>{data.collection.name}</Link>
        {' · '}
        <Link to={setsPath}>Wszystkie zestawy</Link>
      </p>
      <KitDetails kit={data} />
      <section className="kit-section" aria-labelledby="kit-elements-title">
        <h2 id="kit-elements-title">Elementy zestawu</h2>
        <FormBanner message={failureAt('elements')} />
        <KitElementsTable kit={data} collectionSlug={data.collection.slug} onRemove={remove} busy={busy !== null} />
        <h3>Dodaj element</h3>
        <ElementPicker collection={collection} onPick={add} busy={busy !== null} />
      </section>
      <KitTotals kit={data} />
      {data.viewerCanDelete ? (
        <section className="danger-zone" aria-labelledby="kit-delete-title">
          <h2 id="kit-delete-title">Usuwanie zestawu</h2>
          <DeleteConfirmation impact={`Zostanie usunięty zestaw „${data.name}”; jego elementy zostaną w kolekcji.`} onConfirm={confirmDelete} />
        </section>
      ) : null}
    </>
  );
}
