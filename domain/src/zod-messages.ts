import { z } from 'zod';
import { validationMessages } from './messages/validation.ts';

type Issue = z.core.$ZodRawIssue;
type Bound = Extract<Issue, { code: 'too_small' | 'too_big' }>;

function limitText(value: number | bigint, origin: Bound['origin']): string {
  return origin === 'date' ? new Date(Number(value)).toISOString() : String(value);
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? validationMessages.textLength(min) : validationMessages.textTooShort(min);
    case 'array':
    case 'set':
      return issue.exact ? validationMessages.listLength(min) : validationMessages.listTooShort(min);
    default: {
      const text = limitText(issue.minimum, issue.origin);
      if (issue.exact) return validationMessages.valueExactly(text);
      return issue.inclusive === false ? validationMessages.valueAbove(text) : validationMessages.valueAtLeast(text);
    }
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? validationMessages.textLength(max) : validationMessages.textTooLong(max);
    case 'array':
    case 'set':
      return issue.exact ? validationMessages.listLength(max) : validationMessages.listTooLong(max);
    default: {
      const text = limitText(issue.maximum, issue.origin);
      if (issue.exact) return validationMessages.valueExactly(text);
      return issue.inclusive === false ? validationMessages.valueBelow(text) : validationMessages.valueAtMost(text);
    }
  }
}

/**
 * The Polish text of a zod issue whose schema gives none, by its code (zod's own `pl` locale names the
 * origin in English and guesses genders: "Zbyt duż(y/a/e): oczekiwano, że number będzie wynosić <=500").
 */
export function polishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return validationMessages.integerRequired;
      return issue.expected === 'number' ? validationMessages.numberInvalid : validationMessages.invalidRequest;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return validationMessages.valueNotAllowed(issue.values.map(String));
    case 'invalid_format':
      return issue.format === 'email' ? validationMessages.emailInvalid : validationMessages.formatInvalid;
    case 'not_multiple_of':
      return validationMessages.notMultipleOf(String(issue.divisor));
    case 'unrecognized_keys':
      return validationMessages.unknownFields(issue.keys);
    default:
      return validationMessages.invalidRequest;
  }
}

/**
 * Makes polishIssueMessage zod's fallback in this thread: a schema's or a check's own message still wins (zod asks
 * `customError` only for issues without one). Global to the realm, hence called by the factories, not on import.
 */
export function installPolishZodMessages(): void {
  z.config({ customError: polishIssueMessage });
}
