import { notifications } from '@mantine/notifications';
import type { IEnvironment } from 'relay-runtime';

/** What a record is called after 'Utworzono' / 'Zapisano' / 'Usunięto' (Polish accusative). */
export type RecordKind = 'kolekcję' | 'kategorię elementów' | 'element' | 'zestaw' | 'konfigurację klienta' | 'rabaty kolekcji' | 'tłumaczenie' | 'użytkownika' | 'konto salonu';

const named = (kind: RecordKind, name: string | undefined) => (name ? `${kind} „${name}”` : kind);

/** The texts of the toasts after a create, save, delete or password change; the record's name when we know it. */
export const notices = {
  created: (kind: RecordKind, name?: string) => `Utworzono ${named(kind, name)}.`,
  saved: (kind: RecordKind, name?: string) => `Zapisano ${named(kind, name)}.`,
  deleted: (kind: RecordKind, name?: string) => `Usunięto ${named(kind, name)}.`,
  passwordChanged: (userName?: string) => `Zmieniono hasło ${named('użytkownika', userName)}.`,
};

/** A record's `name` as the Relay store holds it (read before a delete takes the record away). */
export function nameInStore(environment: IEnvironment, id: string, field = 'name'): string | undefined {
  const value = environment.getStore().getSource().get(id)?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A toast saying a change is done: polite (status, not alert), closable, gone after a few seconds. */
export function showDone(message: string): void {
  notifications.show({
    message,
    role: 'status',
    color: 'green',
    withBorder: true,
    autoClose: 5000,
    closeButtonProps: { 'aria-label': 'Zamknij powiadomienie' },
  });
}

/** A toast saying an action from a menu was refused (there is no form to show it in): assertive, stays until closed. */
export function showFailure(message: string): void {
  notifications.show({
    message,
    role: 'alert',
    color: 'red',
    withBorder: true,
    autoClose: false,
    closeButtonProps: { 'aria-label': 'Zamknij powiadomienie' },
  });
}

/** A notice whose text is fixed now: a delete names its record before the record leaves the store. */
export const noticeNow = (text: string) => (): string => text;
