import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../ui/renderWithMantine.tsx';
import { leavePrompt, useLeavePrompt } from './LeavePrompt.tsx';

afterEach(cleanup);

/** A form with one field; 'Zapisz' leaves by itself, as a form does after a save. */
function Form() {
  const [value, setValue] = useState('');
  const { prompt, allowLeave } = useLeavePrompt(value !== '');
  const navigate = useNavigate();
  return (
    <>
      <label>
        Nazwa
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/other">Inna strona</Link>
      <Link to="/form?sort=name">Sortuj</Link>
      <button
        type="button"
        onClick={() => {
          allowLeave();
          void navigate('/other');
        }}
      >
        Zapisz
      </button>
      {prompt}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/other', element: <h1>Inna strona</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Nazwa'), { target: { value: text } });

describe('useLeavePrompt: a changed form asks before it is left', () => {
  it('leaves an unchanged form without asking', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('link', { name: 'Inna strona' }));
    expect(await screen.findByRole('heading', { name: 'Inna strona' })).toBeDefined();
  });

  it('asks on a changed form; staying keeps the text, leaving goes', async () => {
    renderForm();
    type('Sofa');
    fireEvent.click(screen.getByRole('link', { name: 'Inna strona' }));
    const dialog = await screen.findByRole('dialog', { name: leavePrompt.title });
    fireEvent.click(screen.getByRole('button', { name: leavePrompt.stay }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Nazwa').value).toBe('Sofa');
    expect(dialog.isConnected).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Inna strona' }));
    await screen.findByRole('dialog', { name: leavePrompt.title });
    fireEvent.click(screen.getByRole('button', { name: leavePrompt.leave }));
    expect(await screen.findByRole('heading', { name: 'Inna strona' })).toBeDefined();
  });

  it('does not ask when only the query changes or when the form leaves after its own save', async () => {
    const router = renderForm();
    type('Sofa');
    fireEvent.click(screen.getByRole('link', { name: 'Sortuj' }));
    await screen.findByRole('link', { name: 'Sortuj' });
    expect(router.state.location.search).toBe('?sort=name');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('heading', { name: 'Inna strona' })).toBeDefined();
  });
});
