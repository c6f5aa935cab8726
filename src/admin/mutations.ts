/** The admin's writes as React Query mutations: the spec's toasts, every admin query refetched after success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorDetail } from '../islands/api-client.ts';
import { notify } from '../ui/Toaster.tsx';
import { showFieldIssues } from './form-issues.ts';

type Toast = string | [title: string, detail: string];

interface AdminAction<I, T> {
  /** Makes the call (through `unwrap`, so a failure throws `ApiClientError`). */
  send: (input: I) => Promise<T>;
  /** The success toast: a title, a title and a detail, or either from the answer. */
  success: Toast | ((answer: T, input: I) => Toast);
  /** The failure toast's title (its detail is the server's message). */
  failure: string | ((input: I) => string);
  /**
   * Runs after the toast, before the refetch (close a dialog…): a dialog still open while the refreshed list
   * arrives would take the first click on that list as a click outside it.
   */
  onDone?: (answer: T, input: I) => unknown;
  /** Runs on failure, besides the toast. */
  onFailure?: (error: Error) => void;
}

/** One admin write: on success a green toast, `onDone`, then the admin queries refetched; on failure a red toast. */
export function useAdminAction<I, T>({ send, success, failure, onDone, onFailure }: AdminAction<I, T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer, input) => {
      const toast = typeof success === 'function' ? success(answer, input) : success;
      if (typeof toast === 'string') notify.success(toast);
      else notify.success(...toast);
      await onDone?.(answer, input);
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error, input) => {
      onFailure?.(error);
      notify.error(typeof failure === 'string' ? failure : failure(input), errorDetail(error));
    },
  });
}

interface AdminSave<F extends FieldValues, O> {
  /** The dialog's form (zod-resolved: `O` is what it parses to). */
  form: UseFormReturn<F, unknown, O>;
  /** The fields a server issue may name (shown beside them). */
  fields: readonly FieldPath<F>[];
  /** Sends the parsed values (POST or PUT). */
  send: (input: O) => Promise<unknown>;
  success: string;
  failure: string;
  onClose: () => void;
}

/**
 * The save of a create/edit dialog: `onSubmit` validates the form and sends it; on success toasts, refetches
 * and closes; on failure shows the server's field issues beside their fields and a red toast with the detail.
 * `busy` is true while it submits. Spread the result into `EntityDialog`.
 */
export function useAdminSave<F extends FieldValues, O>({
  form,
  fields,
  send,
  success,
  failure,
  onClose,
}: AdminSave<F, O>) {
  const save = useAdminAction({
    send,
    success,
    failure,
    onDone: onClose,
    onFailure: (error) => showFieldIssues(error, form.setError, fields),
  });
  return {
    busy: form.formState.isSubmitting,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) =>
      void form.handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))(event),
  };
}
