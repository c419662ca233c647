import { Screen } from '../../relay/screen.tsx';
import { IndexCards } from './IndexCards.tsx';

/** `/add`: "Dodanie zawartości", a card per entry of the spec's sub-menu (no data to load). */
export function Component() {
  return (
    <Screen title="Dodanie zawartości">
      <p className="muted">Tkaniny, wybarwienia i pliki, których używają kolekcje i konfigurator.</p>
      <IndexCards section="addContent" label="Rodzaje zawartości" />
    </Screen>
  );
}
