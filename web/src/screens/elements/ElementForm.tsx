import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import {
  ELEMENT_ANGLE_MAX_DIGITS,
  ELEMENT_DESCRIPTION_MAX,
  ELEMENT_DISPLAY_ORD_MAX_DIGITS,
  ELEMENT_NAME_MAX,
  ELEMENT_TINYDESC_MAX,
  MODEL_FILE_PATTERN,
  showsBottomWidth,
} from '@meble/domain/element';
import type { ElementFormInput, PriceField } from '@meble/domain/element';
import { FILE_KIND_OF_USE } from '@meble/domain/file';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { validationMessages } from '@meble/domain/messages/validation';
import { FilePicker } from '../../files/FilePicker.tsx';
import { CheckboxField, FieldGroup, FormBanner, groupErrorId, SelectField, TextAreaField, TextField } from '../../forms/fields.tsx';
import { FormActions, FormCard } from '../../forms/FormLayout.tsx';
import { FormConflictPanel } from '../../forms/FormConflictPanel.tsx';
import { fieldMessagesOf, refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useForm } from '../../forms/useForm.ts';
import { useFormExit } from '../../forms/useFormExit.tsx';
import { checkElementForm } from './elementRules.ts';

interface Option {
  id: string;
  name: string;
}

interface ElementFormProps {
  /** The collection's element categories. */
  categories: readonly Option[];
  /** Where a category is added, when the collection has none yet (no dead end). */
  categoryCreateTo: string;
  /** The equipment dictionary. */
  equipment: readonly Option[];
  initial: ElementFormInput;
  /** The element as stored now (an edit): shown beside the user's values when someone else saved first (D29). */
  stored?: ElementFormInput;
  storedVersion?: number | null | undefined;
  /** 'update': with no connection side ticked the save button is hidden (spec part 2 §5). */
  mode: 'create' | 'update';
  /**
   * Saves what passed the domain rules (the form's text, as the graph takes it); on success calls
   * `allowLeave` and navigates itself.
   */
  onSave: (input: ElementFormInput, allowLeave: () => void, version: number | null) => Promise<SubmitOutcome>;
  cancelTo: string;
}

/** The angle as the rules read it (1–3 digits), or null while it is empty or not a number yet. */
export function angleOf(text: string): number | null {
  const trimmed = text.trim();
  return new RegExp(`^\\d{1,${ELEMENT_ANGLE_MAX_DIGITS}}$`).test(trimmed) ? Number(trimmed) : null;
}

const fieldId = (name: string) => `element-${name}`;

/** The model files an element can name (spec part 2 §5): a .gltf's .bin and textures are listed with the models too. */
const isElementModel = (name: string) => MODEL_FILE_PATTERN.test(name);

/** Both connection boxes answer to one message ('connect'); every other value to its own. */
const messageOf = (key: keyof ElementFormInput & string) => (key === 'connectLeft' || key === 'connectRight' ? 'connect' : key);

function checkElement(mode: 'create' | 'update', values: ElementFormInput): FieldMessages {
  const checked = checkElementForm(mode, values);
  return checked.success ? {} : fieldMessagesOf(checked.errors);
}

/** What the form shows instead of its fields when there is no category to put an element in. */
export const NO_CATEGORIES = {
  title: 'Ta kolekcja nie ma jeszcze kategorii elementów',
  text: 'Każdy element należy do jednej z kategorii kolekcji. Dodaj najpierw kategorię, a potem wróć tu, aby dodać element.',
  link: 'Dodaj kategorię elementów',
} as const;

function NoCategories({ categoryCreateTo, cancelTo }: { categoryCreateTo: string; cancelTo: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640} aria-labelledby="element-no-categories">
      <Title order={2} size="h4" id="element-no-categories" mb="xs">
        {NO_CATEGORIES.title}
      </Title>
      <Text mb="md">{NO_CATEGORIES.text}</Text>
      <Group gap="sm">
        <Button component={Link} to={categoryCreateTo}>
          {NO_CATEGORIES.link}
        </Button>
        <Button component={Link} to={cancelTo} variant="default">
          Anuluj
        </Button>
      </Group>
    </Paper>
  );
}

/** Every field of an element (spec part 2 §3), shared by the create and edit screens; rules only from domain. */
export function ElementForm({ categories, categoryCreateTo, ...props }: ElementFormProps) {
  if (categories.length === 0) return <NoCategories categoryCreateTo={categoryCreateTo} cancelTo={props.cancelTo} />;
  return <ElementFields categories={categories} {...props} />;
}

/** The form's labels, for a conflict's table (D29). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nazwa (indeks)',
  file: 'Plik modelu',
  thumbUrl: 'Ikona',
  categoryId: 'Kategoria',
  available: 'Dostępny',
  isDefault: 'Element startowy',
  connectLeft: 'Łączenie: lewa',
  connectRight: 'Łączenie: prawa',
  angle: 'Kąt',
  dimb: 'Szerokość dolna (dimb)',
  dx: 'Szerokość (dx)',
  dy: 'Głębokość (dy)',
  dz: 'Wysokość (dz)',
  description: 'Opis',
  descriptionEn: 'Opis (EN)',
  tinydesc: 'Krótki opis',
  tinydescEn: 'Krótki opis (EN)',
  ...Object.fromEntries(PRICE_GROUPS.map((group) => [`price${group}`, `Cena ${group}`])),
  displayOrd: 'Kolejność',
  equipment: 'Wyposażenie',
};

function ElementFields({ categories, equipment, initial, stored, storedVersion, mode, onSave, cancelTo }: Omit<ElementFormProps, 'categoryCreateTo'>) {
  const navigate = useNavigate();
  const form = useForm({
    initial,
    ...(stored ? { stored, storedVersion } : {}),
    check: (values) => checkElement(mode, values),
    messageOf,
    save: async (values, version): Promise<SubmitOutcome> => {
      const checked = checkElementForm(mode, values);
      if (!checked.success) return refusedByRules(validationMessages.requiredFieldsMissing, checked.errors, values);
      return onSave(values, exit.allowLeave, version);
    },
  });
  const exit = useFormExit(form.dirty, () => void navigate(cancelTo));
  const { values, set, fieldErrors } = form;
  // A conflict shows the category and the equipment by name, prices in zł, as the form itself does.
  const nameIn = (options: readonly Option[], id: unknown) => options.find((option) => option.id === id)?.name ?? String(id);
  const conflictText = (key: string, value: unknown): string => {
    if (key === 'categoryId') return value ? nameIn(categories, value) : '—';
    if (key === 'equipment' && Array.isArray(value)) return value.length === 0 ? '—' : value.map((id) => nameIn(equipment, id)).join(', ');
    if (key.startsWith('price') && typeof value === 'string') return value.trim() === '' ? '—' : `${value} zł`;
    if (typeof value === 'boolean') return value ? 'tak' : 'nie';
    return typeof value === 'string' && value.trim() !== '' ? value : '—';
  };
  const toggleEquipment = (id: string) => (checked: boolean) =>
    set('equipment', (current) => (checked ? [...current.filter((e) => e !== id), id] : current.filter((e) => e !== id)));

  const noSide = !values.connectLeft && !values.connectRight;
  // On update an element always keeps a connection: with no side ticked the rule's message shows at once and
  // there is nothing to save (spec part 2 §5); on create the message comes with the save attempt.
  const blockedUpdate = mode === 'update' && noSide;
  const connectError = blockedUpdate ? catalogMessages.connectionSideRequired : fieldErrors.connect;
  const bottomWidth = showsBottomWidth(angleOf(values.angle));

  type TextKey = Exclude<keyof ElementFormInput, 'available' | 'isDefault' | 'connectLeft' | 'connectRight' | 'equipment'>;
  const text = (name: TextKey, label: string, extra: { maxLength?: number; inputMode?: 'numeric' | 'decimal'; hint?: string; required?: boolean } = {}) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={(value) => set(name, value)}
      maxLength={extra.maxLength}
      inputMode={extra.inputMode}
      hint={extra.hint}
      required={extra.required}
      error={fieldErrors[name]}
    />
  );

  return (
    <>
      <FormCard formRef={form.formRef} onSubmit={form.onSubmit} onKeyDown={exit.onKeyDown} wide>
        <FormBanner message={form.banner} />
        <FormConflictPanel conflict={form.conflict} labels={FIELD_LABELS} display={conflictText} pending={form.pending} />
        {text('name', 'Nazwa (indeks)', { maxLength: ELEMENT_NAME_MAX, required: true })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FilePicker
            id={fieldId('file')}
            label="Plik modelu"
            kind={FILE_KIND_OF_USE.elementModel}
            value={values.file}
            onChange={(value) => set('file', value)}
            accepts={isElementModel}
            hint="Plik .gltf lub .glb; wpisz co najmniej 3 znaki nazwy, aby wyszukać."
            required
            error={fieldErrors.file}
          />
          <FilePicker id={fieldId('thumbUrl')} label="Ikona" kind={FILE_KIND_OF_USE.elementIcon} value={values.thumbUrl} onChange={(value) => set('thumbUrl', value)} error={fieldErrors.thumbUrl} />
        </SimpleGrid>
        <SelectField
          id={fieldId('categoryId')}
          label="Kategoria"
          value={values.categoryId}
          onChange={(value) => set('categoryId', value)}
          required
          placeholder="— wybierz kategorię —"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          error={fieldErrors.categoryId}
        />
        <Group gap="xl">
          <CheckboxField id={fieldId('available')} label="Dostępny" checked={values.available} onChange={(value) => set('available', value)} error={fieldErrors.available} />
          <CheckboxField id={fieldId('isDefault')} label="Element startowy" checked={values.isDefault} onChange={(value) => set('isDefault', value)} error={fieldErrors.isDefault} />
        </Group>
        <FieldGroup id={fieldId('connect')} legend="Łączenie" error={connectError} required>
          <Group gap="xl">
            {(['connectLeft', 'connectRight'] as const).map((key) => (
              <CheckboxField
                key={key}
                id={fieldId(key)}
                label={key === 'connectLeft' ? 'Lewa' : 'Prawa'}
                checked={values[key]}
                onChange={(checked) => set(key, checked)}
                groupError={{ id: groupErrorId(fieldId('connect')), message: connectError }}
              />
            ))}
          </Group>
        </FieldGroup>
        <SimpleGrid cols={{ base: 1, sm: bottomWidth ? 2 : 1 }}>
          {text('angle', 'Kąt', { maxLength: ELEMENT_ANGLE_MAX_DIGITS, inputMode: 'numeric', hint: 'W stopniach, np. 90.', required: true })}
          {bottomWidth ? text('dimb', 'Szerokość dolna (dimb)', { inputMode: 'decimal' }) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('dx', 'Szerokość (dx)', { inputMode: 'decimal', hint: 'W centymetrach.', required: true })}
          {text('dy', 'Głębokość (dy)', { inputMode: 'decimal', required: true })}
          {text('dz', 'Wysokość (dz)', { inputMode: 'decimal', required: true })}
        </SimpleGrid>
        <TextAreaField id={fieldId('description')} label="Opis" value={values.description} onChange={(value) => set('description', value)} maxLength={ELEMENT_DESCRIPTION_MAX} rows={3} error={fieldErrors.description} />
        <TextAreaField id={fieldId('descriptionEn')} label="Opis (EN)" value={values.descriptionEn} onChange={(value) => set('descriptionEn', value)} maxLength={ELEMENT_DESCRIPTION_MAX} rows={3} error={fieldErrors.descriptionEn} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('tinydesc', 'Krótki opis', { maxLength: ELEMENT_TINYDESC_MAX })}
          {text('tinydescEn', 'Krótki opis (EN)', { maxLength: ELEMENT_TINYDESC_MAX })}
        </SimpleGrid>
        <FieldGroup id={fieldId('prices')} legend="Ceny" hint="W złotych, np. 1234,50. Cena A jest wymagana.">
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {PRICE_GROUPS.map((group) => {
              const name: PriceField = `price${group}`;
              return <div key={group}>{text(name, `Cena ${group}`, { inputMode: 'decimal', required: group === 'A' })}</div>;
            })}
          </SimpleGrid>
        </FieldGroup>
        {text('displayOrd', 'Kolejność', { maxLength: ELEMENT_DISPLAY_ORD_MAX_DIGITS, inputMode: 'numeric' })}
        <FieldGroup id={fieldId('equipment')} legend="Wyposażenie" error={fieldErrors.equipment}>
          {equipment.length === 0 ? <Text c="dimmed">Słownik wyposażenia jest pusty.</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {equipment.map((item) => (
              <CheckboxField
                key={item.id}
                id={fieldId(`equipment-${item.id}`)}
                label={item.name}
                checked={values.equipment.includes(item.id)}
                onChange={toggleEquipment(item.id)}
              />
            ))}
          </SimpleGrid>
        </FieldGroup>
        <FormActions pending={form.pending} cancel={{ to: cancelTo, onClick: exit.allowLeave }} withSave={!blockedUpdate} />
      </FormCard>
      {exit.prompt}
    </>
  );
}
