import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { renderWithMantine } from '../../ui/renderWithMantine.tsx';
import { finishConflictText } from './FinishForm.tsx';

afterEach(cleanup);

it('names a finish type in the conflict panel as the form does, not by its stored code', () => {
  const conflict = {
    rows: [
      { key: 'type', mine: 'c', opened: 'w', now: 'm' },
      { key: 'symbol', mine: '', opened: 'N-1', now: 'N-1' },
    ],
    keepMine: () => {},
    takeCurrent: () => {},
  };
  renderWithMantine(<FormConflictPanel conflict={conflict} labels={{ type: 'Rodzaj', symbol: 'Symbol' }} display={finishConflictText} />);
  const table = within(screen.getByRole('region', { name: 'Co się zmieniło' })).getByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Rodzaj', 'Efekt jednolity', 'Widoczne usłojenie', 'Metal'],
    ['Symbol', '—', 'N-1', 'N-1'],
  ]);
});
