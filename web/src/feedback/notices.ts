import { notifications, notificationsStore } from '@mantine/notifications';
import { createElement } from 'react';
import type { IEnvironment } from 'relay-runtime';
import { NoticeWithAction } from './NoticeWithAction.tsx';
import type { NoticeAction } from './NoticeWithAction.tsx';

/** What a record is called after 'Utworzono' / 'Zapisano' / 'Usunięto' (Polish accusative). */
export type RecordKind = 'kolekcję' | 'kategorię elementów' | 'element' | 'zestaw' | 'konfigurację klienta' | 'rabaty kolekcji' | 'tłumaczenie' | 'użytkownika' | 'konto salonu' | 'rodzinę tkanin' | 'tkaninę' | 'parametr tkanin' | 'wybarwienie nóżek' | 'wybarwienie elementów';

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

export interface NoticeOptions {
  /**
   * The form (or screen) the toast speaks for: a newer result of the same form replaces its older toasts, so a
   * refusal never shows beside the 'Zapisano …' of the save before it (formMutation gives each hook its own).
   */
  form?: string | undefined;
  action?: NoticeAction | undefined;
}

const FORM_SEPARATOR = '\u0000';
let sequence = 0;

/** Takes away the toasts of `form` (a newer result of it is shown in the form itself, or in a toast of its own). */
export function clearNotices(form: string): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const { id } of [...shown, ...queue]) if (id?.startsWith(`${form}${FORM_SEPARATOR}`)) notifications.hide(id);
}

function show(message: string, { form, action }: NoticeOptions, style: { role: 'status' | 'alert'; color: string; autoClose: number | false }): void {
  if (form !== undefined) clearNotices(form);
  sequence += 1;
  const id = `${form ?? ''}${FORM_SEPARATOR}${sequence}`;
  notifications.show({
    id,
    message: action ? createElement(NoticeWithAction, { id, message, action }) : message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Zamknij powiadomienie' },
    ...style,
    // A toast with a button stays longer: long enough to read it and reach its button (it stops while focused).
    ...(action && style.autoClose !== false ? { autoClose: 10_000 } : {}),
  });
}

/** A toast saying a change is done: polite (status, not alert), closable, gone after a few seconds. */
export function showDone(message: string, options: NoticeOptions = {}): void {
  show(message, options, { role: 'status', color: 'green', autoClose: 5000 });
}

/** A toast saying an action from a menu was refused (there is no form to show it in): assertive, stays until closed. */
export function showFailure(message: string, options: NoticeOptions = {}): void {
  show(message, options, { role: 'alert', color: 'red', autoClose: false });
}

/** A notice whose text is fixed now: a delete names its record before the record leaves the store. */
export const noticeNow = (text: string) => (): string => text;
