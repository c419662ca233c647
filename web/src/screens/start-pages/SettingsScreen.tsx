import { Screen } from '../../relay/screen.tsx';
import { IndexCards } from './IndexCards.tsx';

/** `/settings`: the spec's settings index, a card per tab of the settings menu (no data to load). */
export function Component() {
  return (
    <Screen title="Ustawienia">
      <p className="muted">Konta użytkowników i salonów oraz teksty konfiguratora.</p>
      <IndexCards section="settings" label="Ustawienia" />
    </Screen>
  );
}
