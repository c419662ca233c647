import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breakable } from './breakable.tsx';
import { ListTable } from './ListTable.tsx';

afterEach(cleanup);

function List({ names }: { names: string[] }) {
  return (
    <ListTable>
      <table>
        <caption>Elementy</caption>
        <thead>
          <tr>
            <th scope="col">
              <button type="button">
                Nazwa <span aria-hidden="true">⇅</span>
              </button>
            </th>
            <th scope="col">Cena A</th>
            <th scope="col">
              <span className="visually-hidden">Akcje</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>3 890,00 zł</td>
              <td className="row-actions">⋯</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListTable>
  );
}

const labelsOf = (row: HTMLElement) => [...row.children].map((cell) => cell.getAttribute('data-label'));

describe('ListTable', () => {
  it("labels each cell with its column header's words (a sort arrow left out), rows added later too", async () => {
    const { rerender } = render(<List names={['Moduł 2']} />);
    const table = screen.getByRole('table', { name: 'Elementy' });
    expect(labelsOf(within(table).getAllByRole('row')[1]!)).toEqual(['Nazwa', 'Cena A', 'Akcje']);

    rerender(<List names={['Moduł 2', 'Pufa']} />);
    const added = within(table).getByRole('rowheader', { name: 'Pufa' }).parentElement!;
    await waitFor(() => expect(labelsOf(added)).toEqual(['Nazwa', 'Cena A', 'Akcje']));
    // The table's roles stay what they were: the layout changes by CSS only.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Moduł 2', 'Pufa']);
  });
});

describe('breakable', () => {
  it("lets an e-mail break after its '@' and dots only, its text unchanged", () => {
    const { container } = render(<p>{breakable('anna.kowalska@example.pl')}</p>);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('anna.kowalska@example.pl');
    expect(paragraph.innerHTML).toBe('anna.<wbr>kowalska@<wbr>example.<wbr>pl');
    expect(breakable('Moduł 2')).toBe('Moduł 2');
  });
});
