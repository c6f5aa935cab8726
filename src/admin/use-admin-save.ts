/** The save of an admin create/edit dialog: one mutation with the spec's toasts and field errors. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { notify } from '../ui/Toaster.tsx';
import { errorDetail } from './api.ts';
import { showFieldIssues } from './form-issues.ts';

interface AdminSave<T extends FieldValues, I> {
  /** Sends the parsed form values (POST or PUT). */
  send: (input: I) => Promise<unknown>;
  /** Success and failure toasts, as the spec writes them. */
  success: string;
  failure: string;
  /** The dialog form's `setError` and the fields a server issue may name. */
  setError: UseFormSetError<T>;
  fields: readonly FieldPath<T>[];
  onClose: () => void;
}

/**
 * Saves through `send`; on success toasts, refetches every admin query and closes the dialog; on failure shows
 * the server's field issues beside their fields and a red toast with the detail.
 */
export function useAdminSave<T extends FieldValues, I>({
  send,
  success,
  failure,
  setError,
  fields,
  onClose,
}: AdminSave<T, I>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      notify.success(success);
      await client.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    },
    onError: (error) => {
      showFieldIssues(error, setError, fields);
      notify.error(failure, errorDetail(error));
    },
  });
}
