// The fresh attribution set (docs/attribution.md "The fresh set"): reviews of five businesses
// written before the rules they test, in two frozen parts: `dev.json`, which rule changes may be
// measured on, and `heldout.json`, scored only at the end of a change and reported as measured
// once. Each review names its business (businesses.ts), whose staff and context it is decided with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FRESH_BUSINESSES } from './businesses';

const staffOf = new Map(FRESH_BUSINESSES.map((b) => [b.id, new Set(b.staff.map((e) => e.id))]));

const freshCaseSchema = z
  .object({
    id: z.string().min(1),
    business: z.string().refine((id) => staffOf.has(id), 'not a fresh-set business'),
    lang: z.enum(['sr-Latn', 'sr-Cyrl', 'en']),
    author: z.string().nullable(),
    text: z.string().min(1),
    credit: z.array(z.string()),
    unmatchedOk: z.boolean().optional(),
  })
  .refine((c) => c.credit.every((id) => staffOf.get(c.business)?.has(id)), {
    message: "credit names someone outside the review's business",
  });
export type FreshCase = z.infer<typeof freshCaseSchema>;

export type FreshPart = 'dev' | 'heldout';

/** One part of the fresh set, validated; its class is the business's kind. */
export function loadFresh(part: FreshPart): FreshCase[] {
  const file = fileURLToPath(new URL(`./${part}.json`, import.meta.url));
  return z.array(freshCaseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}
