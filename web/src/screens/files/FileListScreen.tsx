import { Anchor } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { FileKind as GraphFileKind, FileListScreenQuery, FileListScreenQuery$data } from '../../__generated__/FileListScreenQuery.graphql.ts';
import type { FileKind } from '@meble/domain/file';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import type { ScreenModule } from '../../relay/screen.tsx';
import { FILE_LISTS } from './fileKinds.ts';
import type { FileListDefinition, FileListName } from './fileKinds.ts';
import { fileListVariables } from './fileListUrl.ts';
import { FilesTable } from './FilesTable.tsx';
import './files.css';

// The filter comes from the address: the loader asks for the very list a reload or a shared link shows.
const query = graphql`
  query FileListScreenQuery($kind: FileKind, $legs: Boolean, $first: Int!, $filter: String) {
    ...FilesTable_query @arguments(kind: $kind, legs: $legs, first: $first, filter: $filter)
  }
`;

const GRAPH_KIND: Readonly<Record<FileKind, GraphFileKind>> = {
  model: 'MODEL',
  image: 'IMAGE',
  icon: 'ICON',
  texture: 'TEXTURE',
  collection: 'COLLECTION',
};

function screenOf(list: FileListDefinition): ScreenModule {
  function Files(data: FileListScreenQuery$data) {
    return (
      <Screen
        title={list.title}
        wide
        actions={
          <Anchor component={Link} to={list.uploadPath}>
            {list.uploadLabel}
          </Anchor>
        }
      >
        <FilesTable query={data} list={list} />
      </Screen>
    );
  }
  return defineScreen<FileListScreenQuery, FileListScreenQuery$data>({
    query,
    variables: (_params, search) => {
      const variables = fileListVariables(list, search);
      return { ...variables, kind: GRAPH_KIND[variables.kind] };
    },
    select: (data) => data,
    Body: Files,
  });
}

/** The six file lists (spec part 1 §2 "File list screens"): one lazy chunk, one query, each with its own variables. */
export const fileListScreens: Readonly<Record<FileListName, ScreenModule>> = {
  models: screenOf(FILE_LISTS.models),
  icons: screenOf(FILE_LISTS.icons),
  textures: screenOf(FILE_LISTS.textures),
  images: screenOf(FILE_LISTS.images),
  legsImages: screenOf(FILE_LISTS.legsImages),
  collections: screenOf(FILE_LISTS.collections),
};
