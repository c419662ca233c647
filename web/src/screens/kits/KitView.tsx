import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { KitView_collection$key } from '../../__generated__/KitView_collection.graphql.ts';
import type { KitView_kit$key } from '../../__generated__/KitView_kit.graphql.ts';
import { DeleteConfirmation } from '../../forms/DeleteConfirmation.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useAddKitElementMutation } from '../../mutations/useAddKitElementMutation.ts';
import { useDeleteKitMutation } from '../../mutations/useDeleteKitMutation.ts';
import { useRemoveKitElementMutation } from '../../mutations/useRemoveKitElementMutation.ts';
import { useSetKitVisibilityMutation } from '../../mutations/useSetKitVisibilityMutation.ts';
import { paths } from '../../routes/paths.ts';
import { ElementPicker } from './ElementPicker.tsx';
import { KitDetails } from './KitDetails.tsx';
import { KitElementsTable } from './KitElementsTable.tsx';
import { KitTotals } from './KitTotals.tsx';
import { HIDDEN_KIT_LABEL } from './kitLabels.ts';
import { usePageNames } from '../../shell/pageNames.tsx';

/** Where a failure shows: next to the visibility toggle, or at the kit's elements. */
type Place = 'visibility' | 'elements';

interface KitViewProps {
  kit: KitView_kit$key;
  /** The kit's collection, searched by the 'Dodaj element' picker. */
  collection: KitView_collection$key;
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
          id
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
  usePageNames({ collection: data.collection.name, kit: data.name });
  const pickerCollection = useFragment(
    graphql`
      fragment KitView_collection on Collection {
        ...ElementPicker_collection
      }
    `,
    collection,
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
  const { slug } = data.collection;
  const setsPath = paths.kits({ slug });

  /** One change at a time; its refusal or failure is shown where the user acted (D11), never swallowed. */
  async function run(place: Place, change: () => Promise<SubmitOutcome>, done: string) {
    if (busy) return;
    setBusy(place);
    setFailure(null);
    setNotice('');
    const outcome = await change();
    if (outcome.ok) setNotice(done);
    else setFailure({ place, message: outcome.banner });
    setBusy(null);
  }

  const toggle = () =>
    run(
      'visibility',
      () => setVisibility({ kitId, isActive: !data.isActive }),
      data.isActive ? 'Zestaw jest teraz ukryty.' : 'Zestaw jest teraz widoczny.',
    );
  const add = (element: { id: string; name: string }) =>
    run('elements', () => addElement({ kitId, elementId: element.id }), `Dodano element ${element.name}.`);
  const remove = (elementId: string) =>
    run('elements', () => removeElement({ kitId, elementId }), 'Usunięto element z zestawu.');

  async function confirmDelete(): Promise<string | null> {
    const outcome = await deleteKit(kitId, data.collection.id);
    if (outcome.ok) await navigate(setsPath, { replace: true });
    return bannerOf(outcome);
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
        Kolekcja: <Link to={paths.collection({ slug })}>{data.collection.name}</Link>
        {' · '}
        <Link to={setsPath}>Wszystkie zestawy</Link>
      </p>
      <KitDetails kit={data} />
      <section className="kit-section" aria-labelledby="kit-elements-title">
        <h2 id="kit-elements-title">Elementy zestawu</h2>
        <FormBanner message={failureAt('elements')} />
        <KitElementsTable kit={data} collectionSlug={slug} onRemove={remove} busy={busy !== null} />
        <h3>Dodaj element</h3>
        <ElementPicker collection={pickerCollection} onPick={add} busy={busy !== null} />
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
