// Controlled form state validated with a shared zod schema: errors appear on submit and, from
// then on, follow every edit; the first invalid field receives focus.
//
// The schema comes from a loader, so a page can leave zod (about 28 KB gzip) out of its first
// download: the schema is fetched when the browser is idle after the form appears, and submit
// waits for it in the rare case it is not there yet.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ErrorText } from './describe-error';
import type { describeMessage } from './describe-message';
import { whenIdle } from './when-idle';
import { fieldErrors } from './field-errors';

type FormSchema = z.ZodType<unknown, Record<string, string>>;

export function useFormFields<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  initial: z.input<S>,
  idPrefix: string,
) {
  type Values = z.input<S>;
  type Field = keyof Values & string;
  const [schema, setSchema] = useState<S | null>(null);
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  // The schema texts' keys load with the first submit, like the schema itself.
  const [describe, setDescribe] = useState<{ fn: typeof describeMessage } | null>(null);

  useEffect(() => {
    let mounted = true;
    const cancel = whenIdle(() => {
      void loadSchema().then((loaded) => {
        if (mounted) setSchema(loaded);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [loadSchema]);

  const errors: Partial<Record<Field, ErrorText>> = {};
  const result = schema?.safeParse(values);
  if (submitted && result && !result.success) {
    for (const [field, message] of Object.entries(fieldErrors(result.error))) {
      if (typeof message !== 'string') continue;
      errors[field as Field] = describe ? describe.fn(message) : { text: message };
    }
  }

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** The parsed values, or null after showing the errors and focusing the first invalid field. */
  async function validate(): Promise<z.output<S> | null> {
    const [loaded, words] = await Promise.all([
      schema ?? loadSchema(),
      import('./describe-message'),
    ]);
    setSchema(loaded);
    setDescribe({ fn: words.describeMessage });
    setSubmitted(true);
    const parsed = loaded.safeParse(values);
    if (parsed.success) return parsed.data as z.output<S>;
    const first = Object.keys(fieldErrors(parsed.error))[0];
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return null;
  }

  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  /** The props a TextField needs for one field, except its label and error. */
  const bind = (field: Field) => ({
    id: fieldId(field),
    value: values[field] as string,
    onValueChange: (value: string) => setField(field, value),
  });

  return { values, errors, setField, validate, fieldId, bind };
}
