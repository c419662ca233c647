import { Anchor, Group, Table, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useNavigation } from 'react-router';
import { effectiveFileFilter, FILES_PAGE_SIZE } from '@meble/domain/file';
import type { FilesTable_query$key } from '../../__generated__/FilesTable_query.graphql.ts';
import { messageOf } from '../../errors/RouteError.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { ListMore } from '../../ui/ListMore.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { useUrlText } from '../../ui/useUrlText.ts';
import { FileDeleteDialog } from './FileDeleteDialog.tsx';
import type { FileListDefinition } from './fileKinds.ts';
import { FILES_FILTER_PARAM, FILTER_HINT, FILTER_TOO_SHORT, filterForUrl } from './fileListUrl.ts';
import { FileRow } from './FileRow.tsx';
import type { FileTarget } from './FileRow.tsx';
import { ModelPreviewDialog } from './ModelPreviewDialog.tsx';

/** A row's '⋯' button, found by the name RowActions gives it. */
function actionsButtonOf(name: string): HTMLElement | null {
  return Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find((button) => button.getAttribute('aria-label') === `Akcje dla „${name}”`) ?? null;
}

/**
 * The filter box, the count and the numbered table of one kind's files, page by page, with the delete dialog and
 * (models) the 3D preview. The filter lives in the address once it applies (from 3 characters: spec part 1 §5).
 */
export function FilesTable({ query, list }: { query: FilesTable_query$key; list: FileListDefinition }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FilesTable_query on Query
      @argumentDefinitions(
        kind: { type: "FileKind" }
        legs: { type: "Boolean" }
        first: { type: "Int" }
        after: { type: "String" }
        filter: { type: "String" }
      )
      @refetchable(queryName: "FilesPaginationQuery") {
        files(kind: $kind, legs: $legs, first: $first, after: $after, filter: $filter)
          @connection(key: "FilesTable_files", filters: ["kind", "legs", "filter"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...FileRow_file
              ...FileDeleteDialog_file
              ...ModelPreviewDialog_file
            }
          }
        }
      }
    `,
    query,
  );
  const [text, setText] = useUrlText(FILES_FILTER_PARAM, { toUrl: filterForUrl });
  // The list for a changed filter loads while this one stays on screen.
  const loading = useNavigation().state !== 'idle';
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<FileTarget | null>(null);
  const [previewing, setPreviewing] = useState<FileTarget | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const connection = data.files;
  // A file deleted elsewhere may linger as an empty edge of a list cached earlier.
  const files = connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const applied = effectiveFileFilter(text);
  const tooShort = text.trim() !== '' && applied === undefined;
  const models = list.kind === 'model';
  const deletingFile = deleting ? files.find((file) => file.id === deleting.id) : undefined;
  const previewingFile = previewing ? files.find((file) => file.id === previewing.id) : undefined;

  function loadMore() {
    setFailure('');
    loadNext(FILES_PAGE_SIZE, { onComplete: (error) => setFailure(error ? messageOf(error) : '') });
  }

  return (
    <>
      <Group role="search" aria-label={`Filtr: ${list.title}`} align="flex-start" gap="md" mb="xs">
        <TextInput
          label="Szukaj po nazwie"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          description={tooShort ? FILTER_TOO_SHORT : FILTER_HINT}
          inputWrapperOrder={['label', 'input', 'description']}
          w={{ base: '100%', xs: 420 }}
        />
      </Group>
      <p className="list-count" role="status" aria-busy={loading} tabIndex={-1} ref={countRef}>{`${list.countLabel}: ${connection.totalCount}`}</p>
      <FormBanner message={failure} />
      {files.length === 0 ? (
        <p className="muted">
          {applied ? `Żaden plik nie ma w nazwie „${applied}”.` : list.empty}{' '}
          {applied ? null : (
            // Underlined: inside the muted sentence its colour alone would not tell it from the text.
            <Anchor component={Link} to={list.uploadPath} underline="always">
              {list.uploadLabel}
            </Anchor>
          )}
        </p>
      ) : (
        <ListTable>
          <Table className="list-table file-list" striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
            <Table.Caption className="visually-hidden">{list.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nr</Table.Th>
                <Table.Th scope="col">Nazwa</Table.Th>
                <Table.Th scope="col">Nazwa oryginalna</Table.Th>
                <Table.Th scope="col">Dodano</Table.Th>
                <Table.Th scope="col">Miniatura</Table.Th>
                {models ? <Table.Th scope="col">Sprawdzenie</Table.Th> : null}
                <Table.Th scope="col">Podgląd</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Akcje</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((file, index) => (
                <FileRow key={file.id} file={file} number={index + 1} models={models} onDelete={setDeleting} onPreview={setPreviewing} />
              ))}
            </Table.Tbody>
          </Table>
        </ListTable>
      )}
      <ListMore shown={files.length} total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} onMore={loadMore} />
      {deleting && deletingFile ? (
        <FileDeleteDialog
          file={deletingFile}
          connections={[connection.__id]}
          onDone={() => setDeleting(null)}
          // The row's '⋯' (the menu item that opened the dialog has gone with its menu), or the count once the row has gone.
          fallbackFocus={() => actionsButtonOf(deleting.name) ?? countRef.current}
        />
      ) : null}
      {previewingFile ? <ModelPreviewDialog file={previewingFile} onClose={() => setPreviewing(null)} /> : null}
    </>
  );
}
