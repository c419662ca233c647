import { Button, Group, Table, Text } from '@mantine/core';
import { NO_VALUE } from '@meble/domain/history-fields';
import { ListTable } from '../ui/ListTable.tsx';
import type { FormConflict } from './useForm.ts';

interface FormConflictPanelProps {
  conflict: FormConflict | null;
  /** The form's field labels, by value name. */
  labels: Readonly<Record<string, string>>;
  /** A value as the form shows it (a category's name for its id); text as typed by default. */
  display?: (key: string, value: unknown) => string;
  pending?: boolean;
}

/** A value as the panel shows it by default: text as typed, yes or no, a list joined, '—' for none. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (Array.isArray(value)) return value.length === 0 ? NO_VALUE : value.map(String).join(', ');
  return String(value);
}

/**
 * D29: under the form's banner ('Ten rekord zmienił(a) …'), each field that differs as the user has it, as it was
 * when the form opened, and as it is now; nothing typed is lost: the user saves their changes over the current record
 * (the fields they left alone keep the other person's values) or takes the current values.
 */
export function FormConflictPanel({ conflict, labels, display, pending = false }: FormConflictPanelProps) {
  if (!conflict) return null;
  const text = (key: string, value: unknown) => (display ? display(key, value) : shown(value));
  return (
    <section aria-labelledby="form-conflict-heading" className="form-conflict">
      <Text id="form-conflict-heading" fw={600} size="sm">
        Co się zmieniło
      </Text>
      {conflict.rows.length === 0 ? <Text size="sm">Zapisane wartości są takie same jak Twoje.</Text> : null}
      {/* On a phone each field is a card with its three values labelled, so 'Teraz' is never off screen. */}
      {conflict.rows.length > 0 ? (
        <ListTable>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Pole</Table.Th>
                <Table.Th scope="col">Twoja wartość</Table.Th>
                <Table.Th scope="col">Przy otwarciu</Table.Th>
                <Table.Th scope="col">Teraz</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflict.rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{labels[row.key] ?? row.key}</Table.Th>
                  <Table.Td>{text(row.key, row.mine)}</Table.Td>
                  <Table.Td>{text(row.key, row.opened)}</Table.Td>
                  <Table.Td>{text(row.key, row.now)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListTable>
      ) : null}
      <Group gap="sm" mt="sm">
        <Button type="button" onClick={conflict.keepMine} loading={pending}>
          Zapisz moje zmiany
        </Button>
        <Button type="button" variant="default" onClick={conflict.takeCurrent} disabled={pending}>
          Weź aktualne wartości
        </Button>
      </Group>
    </section>
  );
}
