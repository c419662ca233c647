import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';

interface FormCardProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** Names the form when the page holds more than one (the kit form beside the kits list). */
  labelledBy?: string;
  /** Or its name, when no heading shows it. */
  label?: string;
  /** The element form's 30 fields want the width of a wide screen. */
  wide?: boolean;
  children: ReactNode;
}

/** A form on its card: fields one under another, validated by the domain rules (noValidate: not the browser's). */
export function FormCard({ formRef, onSubmit, onKeyDown, labelledBy, label, wide = false, children }: FormCardProps) {
  return (
    <Paper
      component="form"
      ref={formRef}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={label}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      maw={wide ? 960 : 640}
      mb="lg"
    >
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

interface FormActionsProps {
  pending: boolean;
  /** 'Anuluj': a link back (`to`) or an action (closing a form shown in place); `onClick` runs first. */
  cancel: { to: string; onClick: () => void } | { onClick: () => void };
  /** Hidden while there is nothing that could be saved (an element with no connection side). */
  withSave?: boolean;
}

/** 'Zapisz' (primary) and 'Anuluj' (secondary) side by side, the same on every form. */
export function FormActions({ pending, cancel, withSave = true }: FormActionsProps) {
  return (
    <Group gap="sm" mt="xs">
      {withSave ? (
        <Button type="submit" aria-busy={pending} loading={pending} loaderProps={{ 'aria-hidden': true }}>
          Zapisz
        </Button>
      ) : null}
      {'to' in cancel ? (
        <Button component={Link} to={cancel.to} onClick={cancel.onClick} variant="default">
          Anuluj
        </Button>
      ) : (
        <Button type="button" onClick={cancel.onClick} variant="default">
          Anuluj
        </Button>
      )}
    </Group>
  );
}
