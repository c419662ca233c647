import { fieldErrorsOf } from '@meble/domain/errors';
import { KIT_DEFAULT_ORD, kitFormSchema } from '@meble/domain/kit';
import type { KitFields, KitForm } from '@meble/domain/kit';
import type { FieldMessages } from '../../forms/outcome.ts';

/** A new kit as the form starts (spec part 2 §9: order 1; shown, not hidden). */
export const EMPTY_KIT: KitForm = { name: '', tinydesc: '', ord: String(KIT_DEFAULT_ORD), thumbUrl: '', isActive: true, elements: [] };

export type KitCheck = { success: true; data: KitFields } | { success: false; fieldErrors: FieldMessages };

/** `elements.1` (one id of the list) is the element picker's message, as is `elements`. */
export function kitFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/** The kit form by the domain rules (spec part 2 §5): each field at fault gets its message. */
export function checkKitForm(values: KitForm): KitCheck {
  const result = kitFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const error of fieldErrorsOf(result.error)) fieldErrors[kitFieldOf(error.field)] ??= error.message;
  return { success: false, fieldErrors };
}
