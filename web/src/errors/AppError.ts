/** A failure with a Polish message meant for the user (D11): shown where the user is, session kept. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The session expired or was revoked: it has been cleared and the user is on the way to `/`. */
export class UnauthenticatedError extends AppError {
  override name = 'UnauthenticatedError';
  constructor(message: string) {
    super(message, 'UNAUTHENTICATED');
  }
}
