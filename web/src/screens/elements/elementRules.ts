import { fieldErrorsOf } from '@meble/domain/errors';
import { elementFormSchema } from '@meble/domain/element';
import type { ElementFields, ElementFormInput } from '@meble/domain/element';
import type { FieldError } from '@meble/domain/errors';

export type ElementCheck = { success: true; data: ElementFields } | { success: false; errors: FieldError[] };

/** The element form's values by the domain rules (elementFormSchema reports every field's message at once). */
export function checkElementForm(mode: 'create' | 'update', values: ElementFormInput): ElementCheck {
  const result = elementFormSchema(mode).safeParse(values);
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrorsOf(result.error) };
}
