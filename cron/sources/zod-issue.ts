/** How a parser names what a zod check refused, in a reported item's `problem` or a format error. */
import type { z } from 'zod';

/** "path: message" of a zod error's first issue ("(body)" for the root). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.length ? issue.path.join('.') : '(body)'}: ${issue?.message ?? 'invalid'}`;
}
