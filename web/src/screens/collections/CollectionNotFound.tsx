import { RecordNotFound } from '../RecordNotFound.tsx';

/** Every collection route whose slug names no collection (unknown, or deleted meanwhile). */
export function CollectionNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono kolekcji">
      <p>Kolekcja o tym adresie nie istnieje lub została usunięta.</p>
    </RecordNotFound>
  );
}
