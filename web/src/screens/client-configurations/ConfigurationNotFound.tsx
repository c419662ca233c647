import { Link } from 'react-router';
import { paths } from '../../routes/paths.ts';
import { RecordNotFound } from '../RecordNotFound.tsx';

/** A details address whose id names no configuration this viewer may see (unknown, deleted, another salon's: D13). */
export function ConfigurationNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono konfiguracji">
      <p>Nie znaleziono konfiguracji. Mogła zostać usunięta.</p>
      <p>
        <Link to={paths.clientConfigurations()}>Wróć do listy konfiguracji</Link>
      </p>
    </RecordNotFound>
  );
}
