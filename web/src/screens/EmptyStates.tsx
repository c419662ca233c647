import { useMatches, useParams } from 'react-router';
import { isRouteHandle, titleOf } from '../routes/table.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { NOT_AVAILABLE_TEXT } from './notAvailable.ts';

export { NOT_AVAILABLE_TEXT };

function useRouteTitle(): string {
  const handle = useMatches().at(-1)?.handle;
  const params = useParams();
  return isRouteHandle(handle) ? titleOf(handle.appRoute, params) : '';
}

/** A route of the spec whose screen is not built yet. */
export function SectionNotAvailable() {
  return (
    <EmptyState title={useRouteTitle()}>
      <p>{NOT_AVAILABLE_TEXT}</p>
    </EmptyState>
  );
}

/** An address no route of the panel answers (inside the shell, for signed-in users). */
export function PageNotFound() {
  return (
    <EmptyState title="Nie znaleziono strony">
      <p>Ten adres nie prowadzi do żadnej strony panelu.</p>
    </EmptyState>
  );
}
