import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { FABRIC_PARAMETER_LABELS, type FabricParameterKind } from '@meble/domain/fabric';
import type { FabricSettingsScreenQuery, FabricSettingsScreenQuery$data } from '../../__generated__/FabricSettingsScreenQuery.graphql.ts';
import { showFailure } from '../../feedback/notices.ts';
import { useSetFabricParameterActiveMutation } from '../../mutations/useSetFabricParameterActiveMutation.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { PATTERNS } from '../../routes/paths.ts';

const query = graphql`
  query FabricSettingsScreenQuery {
    fabricFilterParameters {
      colors {
        id
        name
        rgb
        isActive
        displayOrd
      }
      types {
        id
        name
        isActive
        displayOrd
      }
      properties {
        id
        name
        isActive
        displayOrd
      }
    }
  }
`;

type Lists = FabricSettingsScreenQuery$data['fabricFilterParameters'];
interface Parameter {
  readonly id: string;
  readonly name: string;
  readonly isActive: boolean;
  readonly displayOrd: number;
  readonly rgb?: string;
}

const CREATE_PATHS: Readonly<Record<FabricParameterKind, string>> = {
  color: PATTERNS.fabricColorCreate,
  type: PATTERNS.fabricTypeCreate,
  property: PATTERNS.fabricPropertyCreate,
};

/**
 * `/settings-fabrics` (spec part 1 §2, §4; D26): colours, types and properties, locked until 'Edycja'; then each
 * switch saves at once, and a refused save puts it back and says why.
 */
function FabricSettings({ lists }: { lists: Lists }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [setActive] = useSetFabricParameterActiveMutation();

  async function toggle(parameter: Parameter, isActive: boolean) {
    const outcome = await setActive({ id: parameter.id, isActive });
    if (!outcome.ok) showFailure(`${parameter.name}: ${outcome.banner}`);
  }

  const group = (kind: FabricParameterKind, items: readonly Parameter[]) => (
    <Fieldset legend={FABRIC_PARAMETER_LABELS[kind].group} radius="md">
      <Stack gap="xs">
        {items.length === 0 && <Text size="sm">Brak — dodaj pierwszy.</Text>}
        {items.map((parameter) => (
          <Checkbox
            key={parameter.id}
            checked={parameter.isActive}
            disabled={!editing}
            onChange={(event) => void toggle(parameter, event.currentTarget.checked)}
            label={
              <Group gap={6} component="span">
                {parameter.rgb !== undefined && (
                  <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, border: '1px solid #8888', background: `#${parameter.rgb}` }} />
                )}
                <span>{`${parameter.name} (kolejność ${parameter.displayOrd})`}</span>
              </Group>
            }
          />
        ))}
        <Button component={Link} to={CREATE_PATHS[kind]} variant="light" size="compact-sm" w="fit-content">
          {`+ Dodaj ${FABRIC_PARAMETER_LABELS[kind].one}`}
        </Button>
      </Stack>
    </Fieldset>
  );

  return (
    <Screen
      title="Parametry filtrów tkanin"
      actions={
        <Button ref={editButton} onClick={() => setEditing((on) => !on)} variant={editing ? 'default' : 'filled'}>
          {editing ? 'Zakończ edycję' : 'Edycja'}
        </Button>
      }
    >
      <Stack
        gap="md"
        // Escape ends the edit mode, as 'Anuluj' ends a form's (every change is saved already); focus goes to 'Edycja'.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented || !editing) return;
          event.preventDefault();
          setEditing(false);
          editButton.current?.focus();
        }}
      >
        <Text role="status">{editing ? 'Każda zmiana zapisuje się od razu.' : 'Przełączniki są zablokowane: naciśnij „Edycja”, aby je zmieniać.'}</Text>
        {group('color', lists.colors)}
        {group('type', lists.types)}
        {group('property', lists.properties)}
      </Stack>
    </Screen>
  );
}

export const { loader, Component } = defineScreen<FabricSettingsScreenQuery, { lists: Lists }>({
  query,
  variables: () => ({}),
  select: (data) => ({ lists: data.fabricFilterParameters }),
  Body: FabricSettings,
});
