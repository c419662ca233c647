import { RecordNotFound } from '../RecordNotFound.tsx';

/** A kit route whose id names no kit of this collection (unknown, or deleted meanwhile). */
export function KitNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono zestawu">
      <p>Zestaw o tym adresie nie istnieje w tej kolekcji lub został usunięty.</p>
    </RecordNotFound>
  );
}
