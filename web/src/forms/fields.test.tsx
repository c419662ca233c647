import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../ui/renderWithMantine.tsx';
import { TextAreaField, TextField } from './fields.tsx';

afterEach(cleanup);

function Typed({ initial, area = false }: { initial: string; area?: boolean }) {
  const [value, setValue] = useState(initial);
  const props = { id: 'name', label: 'Nazwa', value, onChange: setValue, maxLength: 60, hint: 'Widoczna w konfiguratorze' };
  return area ? <TextAreaField {...props} /> : <TextField {...props} />;
}

const description = () => screen.getByText('Widoczna w konfiguratorze').closest('p')?.textContent ?? '';

describe('a limited text field', () => {
  it('does not count a field whose whole limit is a few characters (an order, a discount)', () => {
    function Short() {
      const [value, setValue] = useState('1');
      return <TextField id="ord" label="Kolejność" value={value} onChange={setValue} maxLength={2} hint="Liczba całkowita" />;
    }
    renderWithMantine(<Short />);
    expect(screen.getByText('Liczba całkowita').closest('p')?.textContent).toBe('Liczba całkowita');
    expect(screen.queryByText('1/2')).toBeNull();
  });

  it.each([false, true])('counts its characters near the limit, and says so to a screen reader (area: %s)', (area) => {
    renderWithMantine(<Typed initial={'x'.repeat(47)} area={area} />);
    const field = screen.getByLabelText('Nazwa');
    expect(description()).toBe('Widoczna w konfiguratorze');
    fireEvent.change(field, { target: { value: 'x'.repeat(57) } });
    expect(description()).toBe('Widoczna w konfiguratorze 57/60 znaków');
    // The count is part of the field's description, read with it.
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent?.includes('57/60'))).toBe(true);
    fireEvent.change(field, { target: { value: 'x'.repeat(60) } });
    expect(screen.getByText('60/60').getAttribute('data-full')).toBe('true');
  });
});
