import type { ContentDocument } from './contentTypes';

export function ContentArticle({ document, meta }: { document: ContentDocument; meta?: string }) {
  return (
    <article className="grid max-w-3xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold">{document.title}</h1>
        <p className="text-lg text-muted-foreground">{document.summary}</p>
        {meta && <p className="text-sm text-muted-foreground">{meta}</p>}
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="grid gap-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.list &&
            (section.list.ordered ? (
              <ol className="grid list-decimal gap-1 ps-6">
                {section.list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            ) : (
              <ul className="grid list-disc gap-1 ps-6">
                {section.list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ))}
          {section.note && (
            <p className="rounded-md border-s-4 border-accent bg-accent/10 px-4 py-2 text-sm">
              {section.note}
            </p>
          )}
        </section>
      ))}
    </article>
  );
}
