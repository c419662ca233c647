import { Modal } from '@mantine/core';

/**
 * A Mantine dialog's heading row: its title (the dialog's name) and, when the dialog can be closed there, a × named
 * 'Zamknij'. A div, not Mantine's <header>: axe takes a header outside sectioning elements for the page's banner.
 */
export function DialogHeader({ title, closable = false }: { title: string; closable?: boolean }) {
  return (
    <Modal.Header component="div">
      <Modal.Title fw={600} fz="lg">
        {title}
      </Modal.Title>
      {closable ? <Modal.CloseButton aria-label="Zamknij" /> : null}
    </Modal.Header>
  );
}
