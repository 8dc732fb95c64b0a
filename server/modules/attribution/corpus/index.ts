// The labelled attribution corpus (docs/attribution.md "Evaluation"): one JSON file per class of
// hard case, written from the language by people reading the reviews as the salon owner would,
// never from the engine's code. `credit` lists the employees a careful reader would credit; empty
// means the only right answer is "unmatched".
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CORPUS_STAFF } from './staff';

const staffIds = new Set(CORPUS_STAFF.map((e) => e.id));

export const corpusCaseSchema = z.object({
  id: z.string().min(1),
  class: z.string().min(1),
  lang: z.enum(['sr-Latn', 'sr-Cyrl', 'en', 'de', 'ru', 'es']),
  author: z.string().nullable(),
  text: z.string().min(1),
  credit: z.array(z.string().refine((id) => staffIds.has(id), 'not on the corpus staff')),
  /** Two people praised alike: crediting either, or neither, is acceptable. */
  unmatchedOk: z.boolean().optional(),
  note: z.string().optional(),
});
export type CorpusCase = z.infer<typeof corpusCaseSchema>;

const folder = fileURLToPath(new URL('.', import.meta.url));

/** Every case of every class file, validated; throws on a malformed file or a duplicate id. */
export function loadCorpus(dir = folder): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = z
      .array(corpusCaseSchema)
      .safeParse(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    for (const c of parsed.data) {
      if (ids.has(c.id)) throw new Error(`${file}: duplicate case id ${c.id}`);
      ids.add(c.id);
      cases.push(c);
    }
  }
  return cases;
}
