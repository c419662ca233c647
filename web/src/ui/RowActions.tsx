import { ActionIcon, Menu, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeleteConfirmation } from '../forms/DeleteConfirmation.tsx';

/**
 * A row's actions behind one button ('Akcje dla „name”'), instead of a column of buttons: arrow keys move
 * between the items, Escape closes the menu and focus returns to the button.
 */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  return (
    // hideDetached off: the menu stays open by its button when the table scrolls under it (and in jsdom, which sizes nothing).
    <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Akcje dla „${name}”`}>
          <span aria-hidden="true" className="row-actions-glyph">
            ⋯
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

interface DeleteModalProps {
  /** The dialog's heading, naming the record, e.g. 'Usuwanie elementu „Moduł 2”'. */
  title: string;
  /** What will go, in the spec's sentence (D8), as the record's own screen says it. */
  impact: string;
  /** Deletes; null when done (the dialog closes), or the refusal it shows. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** A list row's delete: the record's own two-step confirmation (spec part 2 §4), in a dialog over the list. */
export function DeleteModal({ title, impact, onConfirm, onClose }: DeleteModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <DeleteConfirmation impact={impact} onConfirm={onConfirm} />
    </Modal>
  );
}
