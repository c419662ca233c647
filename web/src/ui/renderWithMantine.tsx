import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/** A component test's provider: the panel's theme, as the signed-in shell gives it (env 'test': no transitions). */
export function MantineWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** `render` for a component that uses Mantine outside the shell. */
export const renderWithMantine = (ui: ReactNode) => render(ui, { wrapper: MantineWrapper });
