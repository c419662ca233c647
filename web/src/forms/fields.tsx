import type { ReactNode } from 'react';

/** The form's banner: always in the page, so a screen reader announces what appears in it. */
export function FormBanner({ message }: { message: string }) {
  return (
    <p className="form-banner" role="alert" tabIndex={-1} data-empty={message ? undefined : ''}>
      {message}
    </p>
  );
}

function errorId(id: string) {
  return `${id}-error`;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={errorId(id)}>
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby of a field with (or without) a message. */
function invalidProps(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? errorId(id) : '', hintId ?? ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

interface BaseProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

interface TextFieldProps extends BaseProps {
  value: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text' | undefined;
  autoComplete?: string;
}

export function TextField({ id, label, error, hint, value, onChange, maxLength, readOnly, inputMode, autoComplete = 'off' }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="text"
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        inputMode={inputMode}
        autoComplete={autoComplete}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        {...invalidProps(id, error, hintId)}
      />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

interface TextAreaFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({ id, label, error, value, onChange, maxLength, rows = 6 }: TextAreaFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={id}
        value={value}
        maxLength={maxLength}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty first option (nothing chosen yet). */
  placeholder?: string;
}

export function SelectField({ id, label, error, value, onChange, options, placeholder }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} value={value} onChange={(event) => onChange(event.target.value)} {...invalidProps(id, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

interface CheckboxFieldProps extends BaseProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, label, error, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...invalidProps(id, error)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} message={error} />
    </div>
  );
}
