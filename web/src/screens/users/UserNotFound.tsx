import { RecordNotFound } from '../RecordNotFound.tsx';

/** A user's screen (edit, password) whose address names no user. */
export function UserNotFound() {
  return (
    <RecordNotFound title="Nie znaleziono użytkownika">
      <p>Użytkownik o tym adresie nie istnieje.</p>
    </RecordNotFound>
  );
}
