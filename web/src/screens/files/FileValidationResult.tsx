import { Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { countOf } from '@meble/domain/plural';
import type { FileValidationResult_validation$key } from '../../__generated__/FileValidationResult_validation.graphql.ts';

const ERRORS = { one: 'błąd', few: 'błędy', many: 'błędów' };
const WARNINGS = { one: 'ostrzeżenie', few: 'ostrzeżenia', many: 'ostrzeżeń' };

/**
 * A model's check in a few words: 'Poprawny', 'Poprawny, 2 ostrzeżenia', '3 błędy, 1 ostrzeżenie', and the sibling
 * files (.bin, textures) it names that are not stored. Null (a model not checked): 'Nie sprawdzono'.
 */
export function FileValidationResult({ validation }: { validation: FileValidationResult_validation$key | null | undefined }) {
  const data = useFragment(
    graphql`
      fragment FileValidationResult_validation on FileValidation {
        valid
        errors
        warnings
        missing
      }
    `,
    validation,
  );
  if (!data) return <span className="muted">Nie sprawdzono</span>;
  const warnings = data.warnings > 0 ? countOf(data.warnings, WARNINGS) : '';
  const problems = [data.errors > 0 ? countOf(data.errors, ERRORS) : '', warnings].filter((part) => part !== '').join(', ');
  const text = data.valid ? (warnings ? `Poprawny, ${warnings}` : 'Poprawny') : problems || 'Niepoprawny';
  return (
    <>
      <span className={data.valid ? 'file-validation-valid' : 'file-validation-invalid'}>{text}</span>
      {data.missing.length > 0 ? (
        <Text size="sm" c="dimmed">{`Brakuje: ${data.missing.join(', ')}`}</Text>
      ) : null}
    </>
  );
}
