import { discountsFormSchema } from '@meble/domain/discount';
import type { DiscountsForm } from '@meble/domain/discount';
import { fieldErrorsOf } from '@meble/domain/errors';
import type { FieldError } from '@meble/domain/errors';

export { COLLECTION_DISCOUNT_MAX_CHARS } from '@meble/domain/discount';
export { ELEMENT_DISCOUNT_MAX_CHARS } from '@meble/domain/element';

/** The discounts form as typed: the collection's text and each element's text. */
export type DiscountsFormInput = DiscountsForm;

export type DiscountsCheck = { success: true } | { success: false; errors: FieldError[] };

/**
 * The discounts by the domain rule (only whole percents: collection 0–99, element 0–100), each wrong field at
 * `collection` / `elements.<i>.discount` with the spec's message.
 */
export function checkDiscountsForm(values: DiscountsFormInput): DiscountsCheck {
  const result = discountsFormSchema.safeParse(values);
  return result.success ? { success: true } : { success: false, errors: fieldErrorsOf(result.error) };
}
