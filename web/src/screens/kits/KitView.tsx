import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { KitView_collection$key } from '../../__generated__/KitView_collection.graphql.ts';
import type { KitView_kit$key } from '../../__generated__/KitView_kit.graphql.ts';
import { showFailure } from '../../feedback/notices.ts';
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
import { DangerZone } from '../../ui/DangerZone.tsx';

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
        # eslint-disable-next-line relay/unused-fields -- what the kit's changes name (relay/versions.ts)
        version
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
  // One form: a result of any of the kit's changes replaces the toasts of the earlier ones.
  const form = useId();
  const [setVisibility] = useSetKitVisibilityMutation(form);
  const [addElement] = useAddKitElementMutation(form);
  const [removeElement] = useRemoveKitElementMutation(form);
  const [deleteKit] = useDeleteKitMutation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Place | null>(null);
  const [failure, setFailure] = useState<{ place: Place; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const kitId = data.id;
  const { slug } = data.collection;
  const setsPath = paths.kits({ slug });

  /** One change at a time; its refusal or failure is shown where the user acted (D11), never swallowed. */
  async function run(place: Place, change: () => Promise<SubmitOutcome>, done: string): Promise<boolean> {
    if (busy) return false;
    setBusy(place);
    setFailure(null);
    setNotice('');
    const outcome = await change();
    if (outcome.ok) setNotice(done);
    else setFailure({ place, message: outcome.banner });
    setBusy(null);
    return outcome.ok;
  }

  const toggle = () =>
    run(
      'visibility',
      () => setVisibility({ kitId, isActive: !data.isActive }),
      data.isActive ? 'Zestaw jest teraz ukryty.' : 'Zestaw jest teraz widoczny.',
    );
  const add = (element: { id: string; name: string }) =>
    run('elements', () => addElement({ kitId, elementId: element.id }), `Dodano element ${element.name}.`);
  const remove = async (elementId: string, position: number) => {
    const removed = await run('elements', () => removeElement({ kitId, elementId, position }, () => void putBack(elementId, position)), 'Usunięto element z zestawu.');
    if (!removed) return;
    // The row acted on is gone with its menu button: the keyboard goes to the toast's 'Cofnij' rather than the page's start.
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) {
        [...document.querySelectorAll<HTMLElement>('[data-notice-action]')].at(-1)?.focus();
      }
    });
  };

  /** 'Cofnij' in the removal's toast: the element back at its place; a refusal is said in a toast (the screen may be gone). */
  async function putBack(elementId: string, position: number) {
    const outcome = await addElement({ kitId, elementId, position });
    if (!outcome.ok) {
      showFailure(outcome.banner, { form });
      return;
    }
    // The toast and its button are gone: the keyboard goes on from the restored row's actions, not the page's start.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body && !active.closest('.mantine-Notifications-root')) return;
      const row = document.querySelectorAll<HTMLElement>('table.kit-elements tbody tr')[position - 1];
      row?.querySelector<HTMLElement>('button[aria-haspopup="menu"]')?.focus();
    });
  }

  async function confirmDelete(): Promise<string | null> {
    const outcome = await deleteKit(kitId, data.collection.id);
    if (outcome.ok) await navigate(setsPath, { replace: true });
    return bannerOf(outcome);
  }

  const failureAt = (place: Place) => (failure?.place === place ? failure.message : '');

  return (
    <>
      <div className="screen-head">
        <Group className="kit-title" gap="sm" wrap="wrap">
          <h1>{data.name}</h1>
          {data.isActive ? null : (
            <Badge color="gray" variant="light">
              {HIDDEN_KIT_LABEL}
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Button component={Link} to={paths.kitEdit({ slug, id: kitId })} variant="default">
            Edytuj
          </Button>
          <Button variant="default" onClick={toggle} aria-busy={busy === 'visibility'} loading={busy === 'visibility'} disabled={busy !== null}>
            {data.isActive ? 'Ukryj' : 'Pokaż'}
          </Button>
        </Group>
      </div>
      <FormBanner message={failureAt('visibility')} />
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <Group component="p" gap="xs" mt={0} mb="md">
        <span>
          Kolekcja:{' '}
          <Anchor component={Link} underline="always" to={paths.collection({ slug })}>
            {data.collection.name}
          </Anchor>
        </span>
        <span aria-hidden="true">·</span>
        <Anchor component={Link} underline="always" to={setsPath}>
          Wszystkie zestawy
        </Anchor>
      </Group>
      <KitDetails kit={data} />
      <Stack component="section" aria-labelledby="kit-elements-title" gap="sm" mb="xl">
        <Title order={2} id="kit-elements-title" fz="h3">
          Elementy zestawu
        </Title>
        <FormBanner message={failureAt('elements')} />
        <KitElementsTable kit={data} collectionSlug={slug} onRemove={(elementId, position) => void remove(elementId, position)} busy={busy !== null} />
        <Title order={3} fz="h4" mt="sm">
          Dodaj element
        </Title>
        <ElementPicker collection={pickerCollection} onPick={add} busy={busy !== null} />
      </Stack>
      <KitTotals kit={data} />
      <DangerZone title="Usuwanie zestawu">
        <DeleteConfirmation impact={`Zostanie usunięty zestaw „${data.name}”; jego elementy zostaną w kolekcji.`} onConfirm={confirmDelete} />
      </DangerZone>
    </>
  );
}
