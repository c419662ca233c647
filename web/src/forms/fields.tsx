import { Alert, Checkbox, Fieldset, Input, NativeSelect, PasswordInput, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import './forms.css';

/**
 * The form's banner: always in the page (hidden while empty, as before), so a screen reader announces what
 * appears in it; focusable, so a failed save with no field at fault can move focus to it.
 */
export function FormBanner({ message }: { message: string }) {
  return (
    <Alert role="alert" color="red" variant="light" tabIndex={-1} style={message ? undefined : { display: 'none' }}>
      {message}
    </Alert>
  );
}

interface BaseProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label (an asterisk hidden from screen readers, `aria-required` on the field). */
  required?: boolean;
}

interface TextFieldProps extends BaseProps {
  value: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text' | undefined;
  autoComplete?: string;
}

/** From this share of its limit a field counts its characters: the limit is seen before it stops the typing. */
export const COUNTER_FROM_SHARE = 0.8;
/** Fields this short (an order's 2 digits, a discount's 3) show their limit whole: a count says nothing more. */
export const COUNTER_MIN_LIMIT = 10;

/**
 * The field's hint, and near its limit its count ('57/60'): typing or a paste that reaches the limit is stopped
 * there by the browser, never without a sign.
 */
function hintWithCount(hint: ReactNode, value: string, maxLength: number | undefined): ReactNode {
  if (maxLength === undefined || maxLength < COUNTER_MIN_LIMIT || value.length < Math.floor(maxLength * COUNTER_FROM_SHARE)) return hint;
  return (
    <span className="field-hint-row">
      {hint ? <span>{hint} </span> : null}
      <span className="field-counter" data-full={value.length >= maxLength || undefined}>
        {`${value.length}/${maxLength}`}
        <VisuallyHidden> znaków</VisuallyHidden>
      </span>
    </span>
  );
}

/**
 * A required field: marked after its label (forms.css) and `aria-required`. Not Mantine's `required` (the
 * browser's validation, the forms validate with the domain rules) nor its asterisk (a span inside the label
 * would change the label's text that people and tests find the field by).
 */
const requiredProps = (required: boolean | undefined) => (required ? { classNames: { label: 'field-required' }, 'aria-required': true } : {});

export function TextField({ id, label, error, hint, value, onChange, maxLength, readOnly, inputMode, required, autoComplete = 'off' }: TextFieldProps) {
  return (
    <TextInput
      id={id}
      name={id}
      label={label}
      description={readOnly ? hint : hintWithCount(hint, value, maxLength)}
      error={error}
      value={value}
      maxLength={maxLength}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      inputMode={inputMode}
      autoComplete={autoComplete}
      onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...requiredProps(required)}
    />
  );
}

interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({ id, label, error, hint, value, onChange, maxLength, required, rows = 6 }: TextAreaFieldProps) {
  return (
    <Textarea
      id={id}
      name={id}
      label={label}
      description={hintWithCount(hint, value, maxLength)}
      error={error}
      value={value}
      maxLength={maxLength}
      rows={rows}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...requiredProps(required)}
    />
  );
}

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty first option (nothing chosen yet). */
  placeholder?: string;
}

/** The browser's own select: one tap on a phone, type-ahead by keyboard. */
export function SelectField({ id, label, error, hint, value, onChange, options, placeholder, required }: SelectFieldProps) {
  const data = placeholder !== undefined ? [{ value: '', label: placeholder }, ...options] : [...options];
  return (
    <NativeSelect
      id={id}
      name={id}
      label={label}
      description={hint}
      error={error}
      value={value}
      data={data}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...requiredProps(required)}
    />
  );
}

interface CheckboxFieldProps extends BaseProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message of the group the box belongs to (its id), when the group is at fault. */
  groupError?: { id: string; message: string | undefined };
}

export function CheckboxField({ id, label, error, hint, checked, onChange, groupError }: CheckboxFieldProps) {
  const invalid = Boolean(error) || Boolean(groupError?.message);
  return (
    <Checkbox
      id={id}
      name={id}
      label={label}
      description={hint}
      error={error}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={groupError?.message ? groupError.id : undefined}
    />
  );
}

interface FieldGroupProps {
  id: string;
  legend: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The id of a group's message: its boxes point at it with aria-describedby. */
export const groupErrorId = (id: string) => `${id}-error`;

/** A group of fields with one legend and one message for the group (connection sides, equipment, prices). */
export function FieldGroup({ id, legend, error, hint, required, className, children }: FieldGroupProps) {
  const hintId = `${id}-hint`;
  const describedBy = [error ? groupErrorId(id) : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset
      id={id}
      className={className}
      aria-describedby={describedBy}
      legend={legend}
      classNames={required ? { legend: 'field-required' } : undefined}
    >
      {hint ? (
        <Input.Description id={hintId} mb="xs">
          {hint}
        </Input.Description>
      ) : null}
      {children}
      {error ? (
        <Input.Error id={groupErrorId(id)} mt="xs">
          {error}
        </Input.Error>
      ) : null}
    </Fieldset>
  );
}

interface PasswordFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** 'new-password' on forms that set one (the browser offers to generate and save it, never to fill an old one). */
  autoComplete?: string;
}

/** A password: hidden as typed, with a button (reachable by keyboard) that shows it. */
export function PasswordField({ id, label, error, hint, value, onChange, maxLength, required, autoComplete = 'new-password' }: PasswordFieldProps) {
  return (
    <PasswordInput
      id={id}
      name={id}
      label={label}
      description={hint}
      error={error}
      value={value}
      maxLength={maxLength}
      autoComplete={autoComplete}
      onChange={(event) => onChange(event.currentTarget.value)}
      // Mantine marks only data-invalid on this input: screen readers (and the form's focus on the first fault) need aria-invalid.
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': 'Pokaż wpisane znaki', tabIndex: 0 }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...requiredProps(required)}
    />
  );
}
