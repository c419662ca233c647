import { RecordNotFound } from '../RecordNotFound.tsx';

/** An element route whose id names no element of this collection (unknown, or deleted meanwhile). */
export function ElementNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono elementu">
      <p>Element o tym adresie nie istnieje w tej kolekcji lub został usunięty.</p>
    </RecordNotFound>
  );
}
