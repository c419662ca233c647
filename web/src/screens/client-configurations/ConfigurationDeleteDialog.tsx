import { CONFIGURATION_DELETE_CONFIRMATION } from '@meble/domain/client-configuration';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { historyMessages } from '@meble/domain/messages/history';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteClientConfigurationMutation } from '../../mutations/useDeleteClientConfigurationMutation.ts';
import { signedInAsAdministrator } from '../../session/session.ts';
import { deleteTitle } from './configurationLabels.ts';

interface ConfigurationDeleteDialogProps {
  configuration: { id: string; customerEmail: string };
  /** The lists (`__id`) the row leaves at once, their counts dropping by one. */
  connections?: readonly string[];
  /** After the delete: close the dialog, or navigate away. */
  onDeleted: () => void | Promise<void>;
  onCancel: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * 'Operacja trwale usuwa dane' with 'Usuń' and 'Anuluj' (spec part 1 §2, §8); a refusal stays in the dialog (D11).
 * The way back follows (D29): an administrator undoes it in the history, a salon, which has none, asks one.
 */
export function ConfigurationDeleteDialog({ configuration, connections = [], onDeleted, onCancel, fallbackFocus }: ConfigurationDeleteDialogProps) {
  const [remove] = useDeleteClientConfigurationMutation();

  async function confirm(): Promise<string | null> {
    const outcome = await remove(configuration.id, connections);
    if (outcome.ok) await onDeleted();
    return bannerOf(outcome);
  }

  return (
    <ConfirmDialog
      title={deleteTitle(configuration.customerEmail)}
      message={`${CONFIGURATION_DELETE_CONFIRMATION}. ${
        signedInAsAdministrator() ? historyMessages.deleteUndoHint(DELETE_UNDO_DAYS) : historyMessages.configurationRestoreHint(DELETE_UNDO_DAYS)
      }`}
      onConfirm={confirm}
      onCancel={onCancel}
      {...(fallbackFocus ? { fallbackFocus } : {})}
    />
  );
}
