// Guard step 3's note to the shell, apart from guard.ts so the login route does not carry the shell's notice.

/** What a salon user sent away from an admin page is told on arrival (a notice in the shell). */
export const ACCESS_DENIED = {
  title: 'Brak dostępu',
  message: 'Ta strona jest tylko dla administratorów, więc jesteś na liście konfiguracji klientów.',
};

let deniedPath: string | null = null;

/** Guard step 3 turned a salon user away from `path`: the shell says so once they arrive. */
export function noteAccessDenied(path: string): void {
  deniedPath = path;
}

/** The page a salon user was just turned away from, if any; the note is used up. */
export function takeAccessDenied(): string | null {
  const path = deniedPath;
  deniedPath = null;
  return path;
}
