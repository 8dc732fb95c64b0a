import type { FaqPageContent } from '../page-content';

/** Every question as a heading with its answer, all open: easy to scan, search and link to. */
export function FaqList({ items }: { items: FaqPageContent['items'] }) {
  return (
    <div className="divide-y rounded-2xl border bg-card">
      {Object.entries(items).map(([key, { q, a }]) => (
        <section
          key={key}
          id={key}
          aria-labelledby={`faq-${key}`}
          className="scroll-mt-20 p-5 sm:p-6"
        >
          <h2 id={`faq-${key}`} className="text-lg font-semibold text-balance">
            {q}
          </h2>
          <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">{a}</p>
        </section>
      ))}
    </div>
  );
}
