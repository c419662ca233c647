import { Link } from 'react-router';
import { RecordNotFound } from '../EmptyStates.tsx';

/** A details address whose id names no configuration this viewer may see (unknown, deleted, another salon's: D13). */
export function ConfigurationNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono konfiguracji">
      <p>Nie znaleziono konfiguracji. Mogła zostać usunięta.</p>
      <p>
        <Link to="/client-configurations">Wróć do listy konfiguracji</Link>
      </p>
    </RecordNotFound>
  );
}
