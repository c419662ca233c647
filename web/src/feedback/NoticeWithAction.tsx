import { Button, Group } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';

/** A button in a toast that undoes what it says was done ('Cofnij'). */
export interface NoticeAction {
  label: string;
  run: () => void;
}

function keepOpen(id: string): void {
  const shown = notificationsStore.getState().notifications.find((notification) => notification.id === id);
  if (shown && shown.autoClose !== false) notifications.update({ ...shown, autoClose: false });
}

interface NoticeWithActionProps {
  /** The toast's id: the button closes it before it acts. */
  id: string;
  message: string;
  action: NoticeAction;
}

/**
 * A toast's text with its button ('Cofnij'). While the keyboard is in it the toast stays (a timer must not take
 * the button away from someone who is reaching it).
 */
export function NoticeWithAction({ id, message, action }: NoticeWithActionProps) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap" onFocus={() => keepOpen(id)}>
      <span>{message}</span>
      <Button
        size="compact-sm"
        variant="light"
        // The text wraps; the button keeps its whole label.
        flex="none"
        data-notice-action={id}
        onClick={() => {
          notifications.hide(id);
          action.run();
        }}
      >
        {action.label}
      </Button>
    </Group>
  );
}
