import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FetchFunction, Variables } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileKind } from '@meble/domain/file';
import { createEnvironment } from '../relay/environment.ts';
import { theme } from '../ui/theme.ts';
import { FILE_PICKER_SIZE, FILE_PICKER_TEXT, FilePicker } from './FilePicker.tsx';

afterEach(cleanup);

// Mantine's list scrolls the active option into view; jsdom has no layout.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

interface StoredFile {
  name: string;
  originalName: string;
  thumbnailUrl: string | null;
}

const ICONS: StoredFile[] = [
  { name: 'a1b2c3.svg', originalName: 'sofa-2-osobowa.svg', thumbnailUrl: '/uploads/thumbnails/icon/a1b2c3.svg.png' },
  { name: 'd4e5f6.png', originalName: 'narożnik-lewy.png', thumbnailUrl: '/uploads/thumbnails/icon/d4e5f6.png.png' },
  { name: 'g7h8i9.png', originalName: 'pufa.png', thumbnailUrl: null },
];
const MODELS: StoredFile[] = [
  { name: 'mh-n1.gltf', originalName: 'mh-n1.gltf', thumbnailUrl: null },
  { name: 'mh-n1.bin', originalName: 'mh-n1.bin', thumbnailUrl: null },
  { name: 'sofa.glb', originalName: 'Sofa.glb', thumbnailUrl: null },
];

/** The graph's answer to Query.files: the newest first, or those whose names hold the filter. */
function serve(files: readonly StoredFile[]) {
  const asked: Variables[] = [];
  const fetchFn = vi.fn<FetchFunction>(async (_params, variables) => {
    asked.push(variables);
    const filter = typeof variables.filter === 'string' ? variables.filter.toLowerCase() : '';
    const found = files.filter((file) => `${file.name} ${file.originalName}`.toLowerCase().includes(filter));
    return {
      data: {
        files: {
          totalCount: found.length,
          edges: found.slice(0, Number(variables.first)).map((file, i) => ({ node: { __typename: 'File', id: `RmlsZTo${i}${file.name}`, ...file } })),
        },
      },
    };
  });
  return { fetchFn, asked };
}

interface Setup {
  kind?: FileKind;
  files?: readonly StoredFile[];
  value?: string;
  required?: boolean;
  error?: string;
  accepts?: (name: string) => boolean;
}

function renderPicker({ kind = 'icon', files = ICONS, value = '', required = false, error, accepts }: Setup = {}) {
  const { fetchFn, asked } = serve(files);
  const onChange = vi.fn<(name: string) => void>();
  // What the form's own Escape ('Anuluj', useFormExit) would see: it leaves keys already handled alone.
  const escapes: boolean[] = [];
  function Form() {
    const [chosen, setChosen] = useState(value);
    return (
      <form
        onKeyDown={(event) => {
          if (event.key === 'Escape') escapes.push(event.defaultPrevented);
        }}
      >
        <FilePicker
          id="picker"
          label="Ikona"
          kind={kind}
          value={chosen}
          onChange={(name) => {
            onChange(name);
            setChosen(name);
          }}
          required={required}
          error={error}
          {...(accepts ? { accepts } : {})}
        />
        <output data-testid="value">{chosen}</output>
      </form>
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Form /> }], { initialEntries: ['/'] });
  render(
    <MantineProvider theme={theme} env="test">
      <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </MantineProvider>,
  );
  return { onChange, asked, escapes, box: screen.getByRole('combobox', { name: 'Ikona' }) as HTMLInputElement };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const chosen = () => screen.getByTestId('value').textContent;

describe('FilePicker', () => {
  it('opens on the newest files of its kind, each with its thumbnail, name and original name', async () => {
    const { box, asked } = renderPicker();
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toEqual(['a1b2c3.svgsofa-2-osobowa.svg', 'd4e5f6.pngnarożnik-lewy.png', 'g7h8i9.pngpufa.png']));
    expect(asked[0]).toEqual({ kind: 'ICON', filter: null, first: FILE_PICKER_SIZE });
    const pictures = screen.getAllByRole('option').map((option) => option.querySelector('img')?.getAttribute('src') ?? 'glyph');
    expect(pictures).toEqual(['/uploads/thumbnails/icon/a1b2c3.svg.png', '/uploads/thumbnails/icon/d4e5f6.png.png', 'glyph']);
  });

  it('asks the server for the typed phrase only from 3 characters', async () => {
    const { box, asked } = renderPicker();
    // Mantine takes a change to an unfocused box for the browser's autofill, not typing.
    box.focus();
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    fireEvent.change(box, { target: { value: 'na' } });
    // Two characters: still the newest files, no second question.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked.map((variables) => variables.filter)).toEqual([null]);
    fireEvent.change(box, { target: { value: 'naro' } });
    await waitFor(() => expect(optionNames()).toEqual(['d4e5f6.pngnarożnik-lewy.png']));
    expect(asked.map((variables) => variables.filter)).toEqual([null, 'naro']);
    fireEvent.change(box, { target: { value: 'xyz' } });
    await waitFor(() => expect(screen.getByText(FILE_PICKER_TEXT.noMatch)).toBeTruthy());
  });

  it('takes a listed file by keyboard and keeps no typed text as its value', async () => {
    const { box, onChange, escapes } = renderPicker();
    box.focus();
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' }));
    expect(onChange).toHaveBeenLastCalledWith('d4e5f6.png');
    expect(box.value).toBe('d4e5f6.png');
    // Typed text that is no file's name goes when the list closes: the chosen name comes back.
    fireEvent.change(box, { target: { value: 'coś innego' } });
    // Escape closes the list, and the form does not take it for leaving.
    await act(async () => fireEvent.keyDown(box, { key: 'Escape', code: 'Escape' }));
    expect(escapes).toEqual([true]);
    await act(async () => fireEvent.blur(box));
    expect(box.value).toBe('d4e5f6.png');
    expect(chosen()).toBe('d4e5f6.png');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lists the chosen file for a typed phrase only when it matches: arrows and Enter never land on it by accident', async () => {
    const { box, onChange } = renderPicker({ value: 'stara-ikona.svg' });
    box.focus();
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    fireEvent.change(box, { target: { value: 'naro' } });
    // Before the answer: nothing to choose, so Enter changes nothing.
    expect(optionNames()).toEqual([]);
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' }));
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(optionNames()).toEqual(['d4e5f6.pngnarożnik-lewy.png']));
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' }));
    expect(onChange).toHaveBeenLastCalledWith('d4e5f6.png');
    expect(chosen()).toBe('d4e5f6.png');
  });

  it('shows a stored name the first page does not hold, with its picture, and clears an optional field', async () => {
    const { box, onChange } = renderPicker({ value: 'stara-ikona.svg' });
    expect(box.value).toBe('stara-ikona.svg');
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    expect(screen.getAllByRole('option')[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/icon/stara-ikona.svg');
    await act(async () => fireEvent.keyDown(box, { key: 'Escape', code: 'Escape' }));
    const clear = screen.getByRole('button', { name: 'Wyczyść pole Ikona' });
    expect(clear.tabIndex).toBe(0);
    await act(async () => fireEvent.click(clear));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box.value).toBe('');
  });

  it('offers no way back to nothing when the field is required', async () => {
    const { box } = renderPicker({ value: 'a1b2c3.svg', required: true });
    expect(box.parentElement?.querySelector('button')).toBeNull();
    expect(box.getAttribute('aria-required')).toBe('true');
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toHaveLength(3));
    // Choosing the chosen file again keeps it.
    await act(async () => fireEvent.click(screen.getAllByRole('option')[0]!));
    expect(chosen()).toBe('a1b2c3.svg');
  });

  it('lists models with the glyph, only those the field accepts', async () => {
    const { box, asked } = renderPicker({ kind: 'model', files: MODELS, accepts: (name) => /\.(gltf|glb)$/.test(name) });
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(optionNames()).toEqual(['mh-n1.gltf', 'sofa.glbSofa.glb']));
    expect(asked[0]?.kind).toBe('MODEL');
    expect(screen.getAllByRole('option').every((option) => option.querySelector('img') === null && option.querySelector('svg') !== null)).toBe(true);
  });

  it("links to its kind's upload screen in a new tab, and shows the server's message next to the field", () => {
    const { box } = renderPicker({ kind: 'collection', error: 'Nie ma takiego pliku: zdjecie.jpg' });
    const link = screen.getByRole('link', { name: FILE_PICKER_TEXT.upload });
    expect(link.getAttribute('href')).toBe('/files/collection/upload');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain('Nie ma takiego pliku: zdjecie.jpg');
  });
});
