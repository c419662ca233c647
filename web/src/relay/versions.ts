import type { IEnvironment } from 'relay-runtime';

/**
 * A record's `version` as the store holds it: what the screen showed when the user asked to delete it (D29), so a
 * delete of a record changed since is refused. Null when no screen selected it (the write is then not checked).
 */
export function versionInStore(environment: IEnvironment, id: string): number | null {
  const value = environment.getStore().getSource().get(id)?.['version'];
  return typeof value === 'number' ? value : null;
}
