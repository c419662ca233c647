import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { FABRIC_FILTER_MIN_CHARS, fabricFilterMatches } from '@meble/domain/fabric';
import type { FabricList_family$key } from '../../__generated__/FabricList_family.graphql.ts';
import { TextField } from '../../forms/fields.tsx';
import { paths } from '../../routes/paths.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { swatchOf } from './swatch.ts';


/** The family's fabrics (spec part 1 §2): a filter from 2 characters, the default marker, swatch thumbnails. */
export function FabricList({ family }: { family: FabricList_family$key }) {
  const data = useFragment(
    graphql`
      fragment FabricList_family on FabricFamily {
        slug
        fabrics {
          edges {
            node {
              id
              name
              fileUrl
              thumbUrl
              isActive
              isDefault
            }
          }
        }
      }
    `,
    family,
  );
  const [filter, setFilter] = useState('');
  // A fabric deleted here is gone from the store before the list is read again.
  const fabrics = data.fabrics.edges.flatMap((edge) => (edge.node ? [edge.node] : []));
  const shown = fabrics.filter((fabric) => fabricFilterMatches(filter, fabric.name));
  return (
    <section aria-labelledby="family-fabrics">
      <h2 id="family-fabrics">Tkaniny</h2>
      <TextField id="fabric-filter" label="Filtruj tkaniny" value={filter} onChange={setFilter} hint={`Od ${FABRIC_FILTER_MIN_CHARS} znaków; wielkość liter i polskie znaki nie mają znaczenia.`} />
      {fabrics.length === 0 ? (
        <Text mt="sm">Ta rodzina nie ma jeszcze tkanin.</Text>
      ) : shown.length === 0 ? (
        <Text mt="sm">Żadna tkanina nie pasuje do filtra.</Text>
      ) : (
        <ListTable>
          <Table className="list-table" striped highlightOnHover>
          <Table.Caption className="visually-hidden">{`Tkaniny rodziny: ${shown.length} z ${fabrics.length}`}</Table.Caption>
          <thead>
            <tr>
              <th scope="col">Próbka</th>
              <th scope="col">Nazwa</th>
              <th scope="col">Stan</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((fabric) => {
              const swatch = swatchOf({ fileUrl: fabric.fileUrl, thumbUrl: fabric.thumbUrl });
              return (
                <tr key={fabric.id}>
                  <td>{swatch ? <img src={swatch} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'}</td>
                  <th scope="row" className="list-name">
                    <Anchor component={Link} to={paths.fabric({ slug: data.slug, id: fabric.id })}>
                      {fabric.name}
                    </Anchor>
                  </th>
                  <td>
                    <Group gap={4}>
                      {fabric.isDefault && <Badge variant="light">Domyślna</Badge>}
                      {!fabric.isActive && (
                        <Badge color="gray" variant="light">
                          Nieaktywna
                        </Badge>
                      )}
                      {fabric.isActive && !fabric.isDefault && <Text size="sm">Aktywna</Text>}
                    </Group>
                  </td>
                </tr>
              );
            })}
          </tbody>
          </Table>
        </ListTable>
      )}
    </section>
  );
}
