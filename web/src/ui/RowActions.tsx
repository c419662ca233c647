import { ActionIcon, Menu, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DeleteConfirmation } from '../forms/DeleteConfirmation.tsx';
import { DeleteBlocker, type RecordLink } from './DeleteBlocker.tsx';
import { DialogHeader } from './DialogHeader.tsx';
import { useFocusBackToOpener } from './opener.ts';

/**
 * A row's actions behind one button ('Akcje dla „name”'), instead of a column of buttons: arrow keys move
 * between the items, Escape closes the menu and focus returns to the button.
 */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  // Found when the menu opens: on the render that first shows a page, the shell's <main> is not in the document yet.
  const [landmark, setLandmark] = useState<HTMLElement | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  return (
    // hideDetached off: the menu stays open by its button when the table scrolls under it (and in jsdom, which sizes nothing).
    // Portalled into the page's main landmark, not <body>: all content sits in a landmark (axe's `region`), and a
    // table that scrolls sideways does not clip it. Without Mantine's focus placeholder (a focusable
    // role="presentation" div, which a menu may not hold), opening the menu focuses its first item.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      portalProps={{ target: landmark }}
      onOpen={() => setLandmark(document.getElementById('main') ?? undefined)}
      withInitialFocusPlaceholder={false}
      shadow="md"
      hideDetached={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Akcje dla „${name}”`}
          // Escape closes the menu also in the moment before focus has moved into it (Mantine listens inside only).
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) {
              event.preventDefault();
              setOpened(false);
            }
          }}
        >
          <span aria-hidden="true" className="row-actions-glyph">
            ⋯
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The record whose delete a list asks for, with why it would be refused (the graph's `viewerCannotDeleteReason`). */
export interface DeleteTarget {
  id: string;
  name: string;
  blocker: string | null;
  /** The records in the way of the delete, linked under the reason. */
  blockerLinks?: readonly RecordLink[];
}

interface DeleteModalProps {
  /** The dialog's heading, naming the record, e.g. 'Usuwanie elementu „Moduł 2”'. */
  title: string;
  /** What will go, in the spec's sentence (D8), as the record's own screen says it. */
  impact: string;
  /**
   * Why the record cannot be deleted now, as the API would refuse it (the graph's `viewerCannotDeleteReason`): said
   * at once, with no word to type first; null when it can.
   */
  blocker?: string | null;
  /** The records in the way, linked under the reason. */
  blockerLinks?: readonly RecordLink[] | undefined;
  /** Deletes; null when done (the dialog closes), or the refusal it shows. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** A list row's delete: the record's own two-step confirmation (spec part 2 §4), in a dialog over the list. */
export function DeleteModal({ title, impact, blocker = null, blockerLinks, onConfirm, onClose }: DeleteModalProps) {
  useFocusBackToOpener();
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <DialogHeader title={title} closable />
        <Modal.Body>
          {blocker ? <DeleteBlocker reason={blocker} links={blockerLinks} /> : <DeleteConfirmation impact={impact} onConfirm={onConfirm} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
