import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { FabricTags_fabric$key } from '../../__generated__/FabricTags_fabric.graphql.ts';
import type { FabricTags_parameters$key } from '../../__generated__/FabricTags_parameters.graphql.ts';
import { showFailure } from '../../feedback/notices.ts';
import { useSaveQueue } from '../../mutations/useSaveQueue.ts';
import { useTagFabricMutation } from '../../mutations/useTagFabricMutation.ts';

interface Parameter {
  readonly id: string;
  readonly name: string;
  readonly isActive: boolean;
  readonly rgb?: string;
}

/**
 * The fabric's colour, type and property toggles (spec part 1 §2 "Fabric details"): each saves at once; while it
 * saves the box shows the new state, and a refused save puts it back and says why (D11, D26).
 */
export function FabricTags({ fabric, parameters }: { fabric: FabricTags_fabric$key; parameters: FabricTags_parameters$key }) {
  const data = useFragment(
    graphql`
      fragment FabricTags_fabric on Fabric {
        id
        colors {
          id
        }
        types {
          id
        }
        properties {
          id
        }
      }
    `,
    fabric,
  );
  const lists = useFragment(
    graphql`
      fragment FabricTags_parameters on FabricFilterParameters {
        colors {
          id
          name
          rgb
          isActive
        }
        types {
          id
          name
          isActive
        }
        properties {
          id
          name
          isActive
        }
      }
    `,
    parameters,
  );
  const [tag] = useTagFabricMutation();
  const { pending, enqueue } = useSaveQueue<boolean>();
  const tagged = new Set([...data.colors, ...data.types, ...data.properties].map((parameter) => parameter.id));

  function toggle(parameter: Parameter, on: boolean) {
    enqueue(parameter.id, on, async () => {
      const outcome = await tag({ fabricId: data.id, parameterId: parameter.id, tagged: on });
      if (!outcome.ok) showFailure(`${parameter.name}: ${outcome.banner}`);
    });
  }

  const group = (legend: string, items: readonly Parameter[]) => (
    <Fieldset legend={legend} radius="md">
      {items.length === 0 ? (
        <Text size="sm">Brak parametrów tego rodzaju: dodaj je w parametrach filtrów.</Text>
      ) : (
        <Stack gap="xs">
          {items.map((parameter) => (
            <Checkbox
              key={parameter.id}
              id={`tag-${parameter.id}`}
              checked={pending.get(parameter.id) ?? tagged.has(parameter.id)}
              aria-busy={pending.has(parameter.id)}
              onChange={(event) => toggle(parameter, event.currentTarget.checked)}
              label={
                <Group gap={6} component="span">
                  {parameter.rgb !== undefined && (
                    <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, border: '1px solid #8888', background: `#${parameter.rgb}` }} />
                  )}
                  <span>
                    {parameter.name}
                    {parameter.isActive ? '' : ' (nieaktywny)'}
                  </span>
                </Group>
              }
            />
          ))}
        </Stack>
      )}
    </Fieldset>
  );

  return (
    <section aria-labelledby="fabric-tags">
      <h2 id="fabric-tags">Parametry filtrów</h2>
      <Stack gap="md">
        {group('Kolory', lists.colors)}
        {group('Typy', lists.types)}
        {group('Właściwości', lists.properties)}
      </Stack>
    </section>
  );
}
