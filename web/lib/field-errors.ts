// Client-side validation with the shared zod schemas: the first message of each field, which is
// one of the docs/product-rules.md §5 texts the server would answer with.
import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}
