import { Anchor, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { effectiveFileFilter, FILE_FILTER_MIN_CHARS, pictureUrl } from '@meble/domain/file';
import type { FileKind } from '@meble/domain/file';
import { SEARCH_DEBOUNCE_MS } from '@meble/domain/search';
import type { FilePickerQuery, FilePickerQuery$data } from '../__generated__/FilePickerQuery.graphql.ts';
import { PATTERNS } from '../routes/paths.ts';
import './file-picker.css';

/** How many files the list offers at a time: the newest, or those matching the typed phrase. */
export const FILE_PICKER_SIZE = 20;

const query = graphql`
  query FilePickerQuery($kind: FileKind, $filter: String, $first: Int!) {
    files(kind: $kind, filter: $filter, first: $first) {
      totalCount
      edges {
        node {
          id
          name
          originalName
          thumbnailUrl
        }
      }
    }
  }
`;

type Found = FilePickerQuery$data['files']['edges'][number]['node'];

/** The graph's FileKind for each of the domain's kinds. */
const GRAPH_KIND = { model: 'MODEL', image: 'IMAGE', icon: 'ICON', collection: 'COLLECTION', texture: 'TEXTURE' } as const satisfies Record<
  FileKind,
  NonNullable<FilePickerQuery['variables']['kind']>
>;

/** Where each kind's files are uploaded (spec part 1 §2 "Upload screens"). */
export const UPLOAD_PATHS: Readonly<Record<FileKind, string>> = {
  model: PATTERNS.modelUpload,
  image: PATTERNS.imageUpload,
  icon: PATTERNS.iconUpload,
  collection: PATTERNS.collectionFileUpload,
  texture: PATTERNS.textureUpload,
};

/** What the list says when it offers nothing. */
export const FILE_PICKER_TEXT = {
  searching: 'Szukanie plików…',
  failed: 'Nie udało się wczytać plików. Otwórz listę ponownie.',
  noMatch: 'Żaden plik nie pasuje do wpisanej nazwy.',
  noFiles: 'Nie przesłano jeszcze żadnego pliku tego rodzaju.',
  noneAccepted: 'Wśród najnowszych plików nie ma pasującego: wpisz część nazwy.',
  upload: 'Prześlij nowy plik',
  newTab: '(otwiera się w nowej karcie)',
  hint: `Wpisz co najmniej ${FILE_FILTER_MIN_CHARS} znaki nazwy, aby wyszukać; krócej: najnowsze pliki.`,
} as const;

/** A 3D model has no picture of its own: a cube stands for it. */
export function ModelGlyph({ size = 32 }: { size?: number }) {
  return (
    <svg className="file-picker-glyph" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M12 2.5 20.5 7v10L12 21.5 3.5 17V7zM3.5 7 12 11.5 20.5 7M12 11.5v10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A file's small picture in the list: its thumbnail, or the model glyph (models, files without one, a failed load). */
function FileThumb({ kind, src }: { kind: FileKind; src: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  if (kind === 'model' || !src || failed) return <ModelGlyph />;
  return <img className="file-picker-thumb" src={src} alt="" width={32} height={32} loading="lazy" onError={() => setFailed(true)} />;
}

type Answer = { state: 'loading' } | { state: 'failed' } | { state: 'done'; files: readonly Found[]; total: number };

/**
 * The newest files of a kind, or those matching the phrase (from FILE_FILTER_MIN_CHARS characters), asked for while
 * the list is open; the answer for an older phrase is never shown for a newer one.
 */
function useFileSearch(kind: FileKind, phrase: string, open: boolean): Answer {
  const environment = useRelayEnvironment();
  const [debounced] = useDebouncedValue(effectiveFileFilter(phrase) ?? null, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ filter: string | null; answer: Answer } | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    // Always from the network: a file uploaded in another tab shows the next time the list opens.
    const subscription = fetchQuery<FilePickerQuery>(
      environment,
      query,
      { kind: GRAPH_KIND[kind], filter: debounced, first: FILE_PICKER_SIZE },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        // An answer with errors (a session that lost its role) may come without the list.
        const connection = data.files as typeof data.files | null | undefined;
        if (!connection) {
          setAnswer({ filter: debounced, answer: { state: 'failed' } });
          return;
        }
        const files = connection.edges.map((edge) => edge.node);
        setAnswer({ filter: debounced, answer: { state: 'done', files, total: connection.totalCount } });
      },
      error: () => setAnswer({ filter: debounced, answer: { state: 'failed' } }),
    });
    return () => subscription.unsubscribe();
  }, [environment, kind, debounced, open]);
  const current = effectiveFileFilter(phrase) ?? null;
  if (!answer || answer.filter !== current || current !== debounced) return { state: 'loading' };
  return answer.answer;
}

interface FilePickerProps {
  id: string;
  label: string;
  kind: FileKind;
  /** The stored name chosen ('' for none). */
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
  hint?: string;
  /** A required field offers no way back to nothing; an optional one has a clear button. */
  required?: boolean;
  /** Which of the kind's files the field takes (an element's model: .gltf and .glb, not their .bin or textures). */
  accepts?: (name: string) => boolean;
}

/**
 * A stored file of one kind, chosen from the uploaded ones by name (D9, D12): no free text, so the field holds only
 * names the server knows; each option with its thumbnail, its name and the name it was uploaded with, and a link to
 * upload a new one in another tab (the form keeps what was typed).
 */
export function FilePicker({ id, label, kind, value, onChange, error, hint = FILE_PICKER_TEXT.hint, required = false, accepts }: FilePickerProps) {
  const [search, setSearch] = useState(value);
  const [open, setOpen] = useState(false);
  // While the box shows the chosen name, nothing is typed: the list offers the newest files.
  const phrase = search === value ? '' : search;
  const answer = useFileSearch(kind, phrase, open);
  const newTabId = `${useId()}-new-tab`;

  const files = useMemo(() => (answer.state === 'done' ? answer.files.filter((file) => !accepts || accepts(file.name)) : []), [answer, accepts]);
  const byName = useMemo(() => new Map(files.map((file) => [file.name, file])), [files]);
  // The chosen name stays an option even when the page of files does not hold it (or is still on its way): Select
  // shows only an option's label, and would empty the box on blur.
  const data = useMemo(() => {
    const names = files.map((file) => file.name);
    return value !== '' && !byName.has(value) ? [value, ...names] : names;
  }, [files, byName, value]);

  let nothing: string = FILE_PICKER_TEXT.noFiles;
  if (answer.state === 'loading') nothing = FILE_PICKER_TEXT.searching;
  else if (answer.state === 'failed') nothing = FILE_PICKER_TEXT.failed;
  else if (phrase.trim().length >= FILE_FILTER_MIN_CHARS) nothing = FILE_PICKER_TEXT.noMatch;
  else if (answer.files.length > 0) nothing = FILE_PICKER_TEXT.noneAccepted;

  return (
    <Select
      id={id}
      name={id}
      label={label}
      description={
        <>
          {hint}{' '}
          <Anchor component={Link} to={UPLOAD_PATHS[kind]} target="_blank" rel="noopener" fz="inherit" underline="always" aria-describedby={newTabId}>
            {FILE_PICKER_TEXT.upload}
          </Anchor>
          <span className="visually-hidden" id={newTabId}>
            {FILE_PICKER_TEXT.newTab}
          </span>
        </>
      }
      error={error}
      value={value === '' ? null : value}
      onChange={(next) => {
        onChange(next ?? '');
        setSearch(next ?? '');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; the list shows its answer as it is. The chosen name stays an option (above) but is shown
      // for a typed phrase only when the answer holds it: else, while the answer is on its way, arrows and Enter would
      // land on it and clear the field or keep the old file.
      filter={({ options }) => (phrase === '' || byName.has(value) ? options : options.filter((option) => !('value' in option) || option.value !== value))}
      data={data}
      nothingFoundMessage={nothing}
      renderOption={({ option }) => {
        const file = byName.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap" className="file-picker-option">
            {/* The chosen file may not be on the page of files asked for: its picture follows from its name. */}
            <FileThumb kind={kind} src={file ? file.thumbnailUrl : pictureUrl(kind, option.value)} />
            <div className="file-picker-names">
              <Text size="sm" className="file-picker-name">
                {option.value}
              </Text>
              {file && file.originalName !== file.name ? (
                <Text size="xs" c="dimmed" className="file-picker-name">
                  {file.originalName}
                </Text>
              ) : null}
            </div>
          </Group>
        );
      }}
      clearable={!required}
      // Mantine hides its clear button from the keyboard and screen readers: here it is a named button like any other.
      clearButtonProps={{ 'aria-label': `Wyczyść pole ${label}`, 'aria-hidden': false, tabIndex: 0 }}
      allowDeselect={!required}
      onKeyDown={(event) => {
        // Escape closes the open list only: the form around must not take it for 'Anuluj'.
        if (event.key === 'Escape' && open) event.preventDefault();
      }}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => {
        setOpen(false);
        // Leaving the list without a choice puts the chosen name back in the box: typed text is never a value.
        setSearch(value);
      }}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="off"
      {...(required ? { classNames: { label: 'field-required' }, 'aria-required': true } : {})}
    />
  );
}
