import type { PolicySection } from '../page-content';

/** The sections of a policy page: a heading, an introduction, a list and a closing note. */
export function PolicySections({ sections }: { sections: Record<string, PolicySection> }) {
  return (
    <>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`section-${key}`}>
          <h2 id={`section-${key}`} className="text-xl font-semibold tracking-tight sm:text-2xl">
            {section.heading}
          </h2>
          {section.intro && <p className="mt-3 leading-relaxed text-pretty">{section.intro}</p>}
          {section.list && (
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-pretty marker:text-primary">
              {Object.entries(section.list).map(([item, text]) => (
                <li key={item}>{text}</li>
              ))}
            </ul>
          )}
          {section.note && (
            <p className="mt-3 leading-relaxed text-pretty text-muted-foreground">{section.note}</p>
          )}
        </section>
      ))}
    </>
  );
}
