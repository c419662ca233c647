import { commonMessages } from '@meble/domain/messages/common';
import { Navigate, isRouteErrorResponse, useRouteError } from 'react-router';
import { RecordNotFound } from '../screens/RecordNotFound.tsx';
import { AppError, UnauthenticatedError } from './AppError.ts';

/** The Polish message for anything a route throws (D11); never the raw technical text. */
export function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (isRouteErrorResponse(error) && error.status === 404) return 'Nie znaleziono strony';
  return commonMessages.unexpected;
}

/** Error boundary of every route: the message where the user is, the session kept. */
export function RouteError() {
  const error = useRouteError();
  // The session is already cleared (network layer); finish the way to the login screen.
  if (error instanceof UnauthenticatedError) return <Navigate to="/" replace />;
  // The graph found nothing for an id of the address (D11: said where the user is, like an unknown record).
  if (error instanceof AppError && error.code === 'NOT_FOUND') {
    return (
      <RecordNotFound title="Nie znaleziono">
        <p>Tego, na co wskazuje ten adres, nie ma w panelu. Mogło zostać usunięte.</p>
      </RecordNotFound>
    );
  }
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <div role="alert">
        <h1 id="route-error-title">Coś poszło nie tak</h1>
        <p>{messageOf(error)}</p>
      </div>
      <button type="button" onClick={() => window.location.reload()}>
        Spróbuj ponownie
      </button>
    </section>
  );
}
