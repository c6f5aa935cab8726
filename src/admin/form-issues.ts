/** Shows a failed admin call's field issues next to the react-hook-form fields they name. */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldIssues } from '../islands/api-client.ts';

/**
 * Sets each server issue whose first path segment is one of `fields` as that field's error.
 * @returns whether any issue was shown next to a field
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  let shown = false;
  for (const issue of fieldIssues(error)) {
    const field = fields.find((f) => f === String(issue.path[0]));
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
