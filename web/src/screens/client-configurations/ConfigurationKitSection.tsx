import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { FILE_KIND_OF_USE, pictureUrl } from '@meble/domain/file';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ConfigurationKitSection_kit$key } from '../../__generated__/ConfigurationKitSection_kit.graphql.ts';
import { swatchOf } from '../fabrics/swatch.ts';
import { paths } from '../../routes/paths.ts';
import { Missing } from '../../ui/DetailList.tsx';
import { numberCell } from '../../ui/SortHeader.tsx';
import { ListTable } from '../../ui/ListTable.tsx';

interface ConfigurationKitSectionProps {
  kit: ConfigurationKitSection_kit$key;
  /** The configuration's collection, where the catalogue elements of its lines live. */
  collectionSlug: string;
}

const none = <Missing>—</Missing>;

/**
 * A line's icon as a picture when the configurator saved a stored icon's name (files are served to everyone, salons
 * included); otherwise, or when it fails to load, the icon's name as saved.
 */
function LineIcon({ icon, src, name }: { icon: string; src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return icon || none;
  return <img src={src} alt={`Ikona: ${name}`} title={icon || undefined} width={40} height={40} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} onError={() => setFailed(true)} />;
}

/** A line's material as the customer saw it, with the catalogue fabric it names. */
function FabricMaterial({ fabric, text }: { fabric: { id: string; fileUrl: string; thumbUrl: string; family: { slug: string } }; text: string }) {
  const swatch = swatchOf({ fileUrl: fabric.fileUrl, thumbUrl: fabric.thumbUrl });
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {swatch && <img src={swatch} alt="" width={24} height={24} style={{ borderRadius: 4, objectFit: 'cover' }} />}
      <Link to={paths.fabric({ slug: fabric.family.slug, id: fabric.id })}>{text}</Link>
    </Group>
  );
}

/** One kit of a saved design, as the configurator showed it: name, dimensions, element lines, total (spec part 1 §2). */
export function ConfigurationKitSection({ kit, collectionSlug }: ConfigurationKitSectionProps) {
  const data = useFragment(
    graphql`
      fragment ConfigurationKitSection_kit on ConfigurationKit {
        name
        width
        depth
        totalPrice
        elements {
          meshId
          name
          icon
          material
          equipment
          woodMaterial
          pillowMaterial
          price
          element {
            id
          }
          fabric {
            id
            fileUrl
            thumbUrl
            family {
              slug
            }
          }
        }
      }
    `,
    kit,
  );
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" mt="xl">
      <Title order={2} id={titleId} fz="h3">
        {data.name}
      </Title>
      <Text>{`Wymiary: ${data.width} × ${data.depth}`}</Text>
      {/* On a phone each line is a card (the salon user's main view): nothing to scroll sideways. */}
      <ListTable>
        <Table striped withTableBorder bg="var(--mantine-color-body)">
          <Table.Caption className="visually-hidden">{`Elementy zestawu ${data.name}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nazwa</Table.Th>
              <Table.Th scope="col">Ikona</Table.Th>
              <Table.Th scope="col">Materiał</Table.Th>
              <Table.Th scope="col">Wyposażenie</Table.Th>
              <Table.Th scope="col">Drewno</Table.Th>
              <Table.Th scope="col">Poduszki</Table.Th>
              <Table.Th scope="col" {...numberCell}>
                Cena
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.elements.map((line, index) => (
              // Lines have no id of their own and the same element may come twice: the position is the key.
              <Table.Tr key={index}>
                <Table.Th scope="row" fw={400}>
                  {/* The catalogue link only for whoever the graph gives the element (administrators, D14). */}
                  {line.element ? <Link to={paths.element({ slug: collectionSlug, elementId: line.element.id })}>{line.name || line.meshId}</Link> : line.name || line.meshId}
                </Table.Th>
                <Table.Td>
                  <LineIcon icon={line.icon} src={pictureUrl(FILE_KIND_OF_USE.elementIcon, line.icon)} name={line.name || line.meshId} />
                </Table.Td>
                <Table.Td>
                  {/* A material that names a catalogue fabric (administrators, D14): its swatch and a link to it. */}
                  {line.fabric ? <FabricMaterial fabric={line.fabric} text={line.material} /> : line.material || none}
                </Table.Td>
                <Table.Td>{line.equipment || none}</Table.Td>
                <Table.Td>{line.woodMaterial || none}</Table.Td>
                <Table.Td>{line.pillowMaterial || none}</Table.Td>
                <Table.Td {...numberCell}>{line.price || none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListTable>
      <Text fw={600} ta="right">{`Razem: ${data.totalPrice}`}</Text>
    </Stack>
  );
}
