import { CONFIGURATION_EMAIL_FILTER_MIN_CHARS } from '@meble/domain/client-configuration';

/** The salon column of a design saved online, without a salon (D13). */
export const NO_SALON_LABEL = 'bez salonu';
/** The details' salon lines of such a design. */
export const SAVED_ONLINE_LABEL = 'bez salonu — zapisana online';

/** The collection a configuration was made in: its name, or its slug once it has been deleted (D8). */
export function collectionLabel(collection: { name: string } | null | undefined, slug: string): string {
  return collection ? collection.name : `${slug} (usunięta)`;
}

/** The hint under the e-mail search box. */
export const EMAIL_FILTER_HINT = `Szukanie w adresach e-mail od ${CONFIGURATION_EMAIL_FILTER_MIN_CHARS} znaków.`;

/** The delete dialog's title; its text is the spec's CONFIGURATION_DELETE_CONFIRMATION. */
export function deleteTitle(customerEmail: string): string {
  return customerEmail ? `Usunąć konfigurację klienta ${customerEmail}?` : 'Usunąć konfigurację klienta?';
}
