import { Anchor, Button, Menu, Table } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { isViewableModel } from '@meble/domain/file';
import type { FileRow_file$key } from '../../__generated__/FileRow_file.graphql.ts';
import { formatDateTime } from '../../format/dateTime.ts';
import { breakable } from '../../ui/breakable.tsx';
import { RowActions } from '../../ui/RowActions.tsx';
import { FileValidationResult } from './FileValidationResult.tsx';

/** The row a dialog opens for: the list finds the file's fragments by its id. */
export interface FileTarget {
  id: string;
  name: string;
}

interface FileRowProps {
  file: FileRow_file$key;
  /** The row's number in the list (1 for the newest). */
  number: number;
  /** The models list: the check's result, and 'Zobacz' opens the 3D preview (only .gltf and .glb). */
  models: boolean;
  onDelete: (target: FileTarget) => void;
  onPreview: (target: FileTarget) => void;
}

/** Spec part 1 §2 "File list screens": number, name, original name, date added, a view link and 'Usuń'. */
export function FileRow({ file, number, models, onDelete, onPreview }: FileRowProps) {
  const data = useFragment(
    graphql`
      fragment FileRow_file on File {
        id
        name
        originalName
        createdAt
        url
        thumbnailUrl
        # eslint-disable-next-line relay/unused-fields -- what a delete from the row names (relay/versions.ts)
        version
        validation {
          ...FileValidationResult_validation
        }
      }
    `,
    file,
  );
  const target: FileTarget = { id: data.id, name: data.name };
  return (
    <Table.Tr>
      <Table.Td>{number}</Table.Td>
      <Table.Th scope="row">{breakable(data.name)}</Table.Th>
      <Table.Td>{data.originalName ? breakable(data.originalName) : <span className="muted">—</span>}</Table.Td>
      <Table.Td>{formatDateTime(data.createdAt)}</Table.Td>
      <Table.Td>
        {data.thumbnailUrl ? (
          <img className="file-thumb" src={data.thumbnailUrl} alt={`Miniatura ${data.name}`} width={48} height={48} loading="lazy" />
        ) : (
          <span className="file-no-thumb muted">brak</span>
        )}
      </Table.Td>
      {models ? (
        <Table.Td>
          <FileValidationResult validation={data.validation} />
        </Table.Td>
      ) : null}
      <Table.Td>
        {models ? (
          isViewableModel(data.name) ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onPreview(target)} aria-label={`Zobacz ${data.name}`}>
              Zobacz
            </Button>
          ) : (
            <span className="muted">—</span>
          )
        ) : (
          <Anchor href={data.url} target="_blank" rel="noopener" aria-label={`Zobacz ${data.name}`}>
            Zobacz
          </Anchor>
        )}
      </Table.Td>
      <Table.Td className="row-actions">
        <RowActions name={data.name}>
          <Menu.Item component="a" href={data.url} download={data.name}>
            Pobierz
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => onDelete(target)}>
            Usuń
          </Menu.Item>
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}
