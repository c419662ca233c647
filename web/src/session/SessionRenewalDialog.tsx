import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { commonMessages } from '@meble/domain/messages/common';
import { AppError } from '../errors/AppError.ts';
import { FormBanner } from '../forms/fields.tsx';
import { renewSessionToken } from '../relay/environment.ts';
import { DialogHeader } from '../ui/DialogHeader.tsx';
import { onSessionRenewal } from './renewal.ts';
import { clearSession, readSession, storeSession } from './session.ts';

interface Renewal {
  /** The signed-in account: the work on the page is theirs, so only they may carry it on. */
  email: string;
  settle: (token: string | null) => void;
}

/**
 * A session that expires in the middle of work asks for the password over the page, instead of leaving it: the
 * refused requests wait and are sent again once signed in, so nothing typed is lost. 'Wyloguj' leaves, as in the header.
 */
export function SessionRenewalDialog() {
  const [renewal, setRenewal] = useState<Renewal | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const current = useRef<Renewal | null>(null);

  useEffect(() => {
    onSessionRenewal(
      () =>
        new Promise<string | null>((resolve) => {
          const next: Renewal = { email: readSession()?.user?.email ?? '', settle: resolve };
          current.current = next;
          setPassword('');
          setError(commonMessages.unauthenticated);
          setRenewal(next);
        }),
    );
    return () => {
      onSessionRenewal(null);
      // The shell is going (signed out): requests still waiting give up.
      current.current?.settle(null);
      current.current = null;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const secret = password.trim();
    if (!renewal || pending || !renewal.email || !secret) return;
    setPending(true);
    try {
      // The login screen's own request, in its own chunk: the login route keeps it out of its first load.
      const { signIn } = await import('../screens/login/LoginScreenSignIn.ts');
      const outcome = await signIn(renewal.email, secret);
      if (outcome.ok) {
        const { token, viewer } = outcome.payload;
        storeSession(token, { name: viewer.name, isSalon: viewer.isSalon, email: viewer.email });
        renewSessionToken(token);
        current.current = null;
        setRenewal(null);
        renewal.settle(token);
      } else {
        setError(outcome.banner);
      }
    } catch (failure) {
      setError(failure instanceof AppError ? failure.message : commonMessages.unexpected);
    }
    setPending(false);
  }

  return (
    // No fade: the dialog is there, readable, the moment the page needs the password (as the confirmations).
    <Modal.Root
      opened={renewal !== null}
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      transitionProps={{ duration: 0 }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <DialogHeader title="Zaloguj się ponownie" />
        <Modal.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <FormBanner message={error} />
              <Text size="sm">Po zalogowaniu praca będzie kontynuowana: nic z tego, co wpisano na stronie, nie przepadnie.</Text>
              <TextInput label="Login" value={renewal?.email ?? ''} readOnly autoComplete="username" />
              <PasswordInput
                label="Hasło"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                data-autofocus
              />
              <Group gap="sm">
                <Button type="submit" aria-busy={pending}>
                  Zaloguj
                </Button>
                {/* A full page load, as the header's 'Wyloguj': the session and every cached record go together. */}
                <Button component="a" href="/" variant="default" onClick={() => clearSession()}>
                  Wyloguj
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
