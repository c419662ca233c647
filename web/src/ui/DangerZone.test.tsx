import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeleteConfirmation } from '../forms/DeleteConfirmation.tsx';
import { DangerZone } from './DangerZone.tsx';
import { renderWithMantine } from './renderWithMantine.tsx';

afterEach(cleanup);

const REASON = 'Nie można usunąć kategorii: używają jej 3 elementy.';

function renderZone(blocker: string | null) {
  renderWithMantine(
    <DangerZone title="Usuwanie kategorii" blocker={blocker}>
      <DeleteConfirmation impact="Zostanie usunięta kategoria." onConfirm={async () => null} />
    </DangerZone>,
  );
}

describe('DangerZone', () => {
  it('offers the delete when nothing blocks it', () => {
    renderZone(null);
    expect(screen.getByRole('region', { name: 'Usuwanie kategorii' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń' })).toBeTruthy();
  });

  it('says why instead of offering a delete the server would refuse', () => {
    renderZone(REASON);
    expect(screen.getByRole('region', { name: 'Usuwanie kategorii' }).textContent).toContain(REASON);
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
  });
});
