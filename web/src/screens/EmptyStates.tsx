import { useMatches, useParams } from 'react-router';
import { isRouteHandle, titleOf } from '../routes/table.ts';

export const NOT_AVAILABLE_TEXT = 'Ta sekcja nie jest jeszcze dostępna.';

function useRouteTitle(): string {
  const handle = useMatches().at(-1)?.handle;
  const params = useParams();
  return isRouteHandle(handle) ? titleOf(handle.appRoute, params) : '';
}

/** A route of the spec whose screen is not built yet. */
export function SectionNotAvailable() {
  return (
    <section className="empty-state">
      <h1>{useRouteTitle()}</h1>
      <p>{NOT_AVAILABLE_TEXT}</p>
    </section>
  );
}

/** An address no route of the panel answers (inside the shell, for signed-in users). */
export function PageNotFound() {
  return (
    <section className="empty-state">
      <h1>Nie znaleziono strony</h1>
      <p>Ten adres nie prowadzi do żadnej strony panelu.</p>
    </section>
  );
}
