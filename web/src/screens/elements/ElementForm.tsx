import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import {
  ELEMENT_ANGLE_MAX_DIGITS,
  ELEMENT_DESCRIPTION_MAX,
  ELEMENT_DISPLAY_ORD_MAX_DIGITS,
  ELEMENT_FILE_MAX,
  ELEMENT_NAME_MAX,
  ELEMENT_THUMB_URL_MAX,
  ELEMENT_TINYDESC_MAX,
  showsBottomWidth,
} from '@meble/domain/element';
import type { ElementFormInput, PriceField } from '@meble/domain/element';
import { messages } from '@meble/domain/messages';
import { CheckboxField, FormBanner, SelectField, TextAreaField, TextField } from '../../forms/fields.tsx';
import { refusedByRules } from '../../forms/outcome.ts';
import type { SubmitOutcome } from '../../forms/outcome.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { checkElementForm } from './elementRules.ts';

interface Option {
  id: string;
  name: string;
}

interface ElementFormProps {
  /** The collection's element categories. */
  categories: readonly Option[];
  /** The equipment dictionary. */
  equipment: readonly Option[];
  initial: ElementFormInput;
  /** 'update': with no connection side ticked the save button is hidden (spec part 2 §5). */
  mode: 'create' | 'update';
  /** Saves what passed the domain rules (the form's text, as the graph takes it); navigates on success itself. */
  onSave: (input: ElementFormInput) => Promise<SubmitOutcome>;
  cancelTo: string;
}

/** The angle as the rules read it (1–3 digits), or null while it is empty or not a number yet. */
export function angleOf(text: string): number | null {
  const trimmed = text.trim();
  return new RegExp(`^\\d{1,${ELEMENT_ANGLE_MAX_DIGITS}}$`).test(trimmed) ? Number(trimmed) : null;
}

const fieldId = (name: string) => `element-${name}`;

/** A group of checkboxes with one message for the group (connection sides, equipment). */
function CheckboxGroup({ id, legend, error, hint, children }: { id: string; legend: string; error?: string | undefined; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="field-group" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {hint}
      {children}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Every field of an element (spec part 2 §3), shared by the create and edit screens; rules only from domain. */
export function ElementForm({ categories, equipment, initial, mode, onSave, cancelTo }: ElementFormProps) {
  const [values, setValues] = useState(initial);
  const { onSubmit, banner, fieldErrors, pending, formRef } = useSubmit(async (): Promise<SubmitOutcome> => {
    const checked = checkElementForm(mode, values);
    if (!checked.success) {
      return refusedByRules(messages.requiredFieldsMissing, checked.errors);
    }
    return onSave(values);
  });
  const set =
    <K extends keyof ElementFormInput>(key: K) =>
    (value: ElementFormInput[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const toggleEquipment = (id: string) => (checked: boolean) =>
    setValues((current) => ({
      ...current,
      equipment: checked ? [...current.equipment.filter((e) => e !== id), id] : current.equipment.filter((e) => e !== id),
    }));

  const noSide = !values.connectLeft && !values.connectRight;
  // On update an element always keeps a connection: with no side ticked the rule's message shows at once and
  // there is nothing to save (spec part 2 §5); on create the message comes with the save attempt.
  const blockedUpdate = mode === 'update' && noSide;
  const connectError = blockedUpdate ? messages.connectionSideRequired : fieldErrors.connect;
  const connectDescribedBy = connectError ? `${fieldId('connect')}-error` : undefined;
  const bottomWidth = showsBottomWidth(angleOf(values.angle));

  const text = (name: keyof ElementFormInput & string, label: string, extra: { maxLength?: number; inputMode?: 'numeric' | 'decimal'; hint?: string } = {}) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name] as string}
      onChange={set(name) as (value: string) => void}
      maxLength={extra.maxLength}
      inputMode={extra.inputMode}
      hint={extra.hint}
      error={fieldErrors[name]}
    />
  );

  return (
    <form className="form element-form" ref={formRef} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      {text('name', 'Nazwa (indeks)', { maxLength: ELEMENT_NAME_MAX })}
      {text('file', 'Plik modelu', { maxLength: ELEMENT_FILE_MAX, hint: 'Nazwa pliku .gltf, .glb, .glt lub .glf.' })}
      {text('thumbUrl', 'Ikona', { maxLength: ELEMENT_THUMB_URL_MAX, hint: 'Nazwa pliku ikony.' })}
      <SelectField
        id={fieldId('categoryId')}
        label="Kategoria"
        value={values.categoryId}
        onChange={set('categoryId')}
        placeholder="— wybierz kategorię —"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        error={fieldErrors.categoryId}
      />
      <CheckboxField id={fieldId('available')} label="Dostępny" checked={values.available} onChange={set('available')} error={fieldErrors.available} />
      <CheckboxField id={fieldId('isDefault')} label="Element startowy" checked={values.isDefault} onChange={set('isDefault')} error={fieldErrors.isDefault} />
      <CheckboxGroup id={fieldId('connect')} legend="Łączenie" error={connectError}>
        {(['Left', 'Right'] as const).map((side) => {
          const key = side === 'Left' ? 'connectLeft' : 'connectRight';
          const id = fieldId(key);
          return (
            <div className="field field-checkbox" key={side}>
              <input
                id={id}
                name={id}
                type="checkbox"
                checked={values[key]}
                onChange={(event) => set(key)(event.target.checked)}
                aria-invalid={connectError ? true : undefined}
                aria-describedby={connectDescribedBy}
              />
              <label htmlFor={id}>{side === 'Left' ? 'Lewa' : 'Prawa'}</label>
            </div>
          );
        })}
      </CheckboxGroup>
      {text('angle', 'Kąt', { maxLength: ELEMENT_ANGLE_MAX_DIGITS, inputMode: 'numeric', hint: 'W stopniach, np. 90.' })}
      {bottomWidth ? text('dimb', 'Szerokość dolna (dimb)', { inputMode: 'decimal' }) : null}
      {text('dx', 'Szerokość (dx)', { inputMode: 'decimal', hint: 'W centymetrach.' })}
      {text('dy', 'Głębokość (dy)', { inputMode: 'decimal' })}
      {text('dz', 'Wysokość (dz)', { inputMode: 'decimal' })}
      <TextAreaField id={fieldId('description')} label="Opis" value={values.description} onChange={set('description')} maxLength={ELEMENT_DESCRIPTION_MAX} rows={3} error={fieldErrors.description} />
      <TextAreaField id={fieldId('descriptionEn')} label="Opis (EN)" value={values.descriptionEn} onChange={set('descriptionEn')} maxLength={ELEMENT_DESCRIPTION_MAX} rows={3} error={fieldErrors.descriptionEn} />
      {text('tinydesc', 'Krótki opis', { maxLength: ELEMENT_TINYDESC_MAX })}
      {text('tinydescEn', 'Krótki opis (EN)', { maxLength: ELEMENT_TINYDESC_MAX })}
      <fieldset className="field-group price-grid">
        <legend>Ceny</legend>
        <p className="field-hint">W złotych, np. 1234,50. Cena A jest wymagana.</p>
        {PRICE_GROUPS.map((group) => {
          const name: PriceField = `price${group}`;
          return <div key={group}>{text(name, `Cena ${group}`, { inputMode: 'decimal' })}</div>;
        })}
      </fieldset>
      {text('displayOrd', 'Kolejność', { maxLength: ELEMENT_DISPLAY_ORD_MAX_DIGITS, inputMode: 'numeric' })}
      <CheckboxGroup id={fieldId('equipment')} legend="Wyposażenie" error={fieldErrors.equipment}>
        {equipment.length === 0 ? <p className="muted">Słownik wyposażenia jest pusty.</p> : null}
        {equipment.map((item) => (
          <CheckboxField
            key={item.id}
            id={fieldId(`equipment-${item.id}`)}
            label={item.name}
            checked={values.equipment.includes(item.id)}
            onChange={toggleEquipment(item.id)}
          />
        ))}
      </CheckboxGroup>
      <div className="form-actions">
        {blockedUpdate ? null : (
          <button type="submit" aria-busy={pending}>
            Zapisz
          </button>
        )}
        <Link to={cancelTo}>Anuluj</Link>
      </div>
    </form>
  );
}
