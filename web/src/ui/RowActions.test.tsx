import { Menu } from '@mantine/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RowActions } from './RowActions.tsx';
import { renderWithMantine } from './renderWithMantine.tsx';

afterEach(cleanup);

describe('RowActions', () => {
  it('closes on Escape pressed before focus has moved into the menu, as a quick hand does', async () => {
    renderWithMantine(
      <RowActions name="Moduł 2">
        <Menu.Item>Pokaż</Menu.Item>
      </RowActions>,
    );
    const button = screen.getByRole('button', { name: 'Akcje dla „Moduł 2”' });
    button.focus();
    act(() => fireEvent.click(button));
    expect(screen.getByRole('menu')).toBeTruthy();
    // Focus is still on the button: Mantine moves it into the menu only on a later tick.
    expect(document.activeElement).toBe(button);
    act(() => fireEvent.keyDown(button, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
