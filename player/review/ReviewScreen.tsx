import type { SummarySection } from '@engine/index';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Pencil } from 'lucide-react';
import { playerMessages as text } from '../playerMessages';
import { touchSized } from '../touchSized';

// Every visible answer, grouped by page, each page with a way back to change it. Generated from
// the answers (engine summarizeAnswers), so it always matches the interview.
// Without `onEdit` (a submission's summary) the pages have no edit button.
export function ReviewScreen({
  sections,
  onEdit,
  intro = text.reviewIntro,
}: {
  sections: SummarySection[];
  onEdit?(pageId: string): void;
  intro?: string | null;
}) {
  // Two columns when the player itself is wide enough (a container query, not the window's
  // width): an embed in a narrow column and the preview's phone frame read like a phone.
  return (
    <div className="@container grid gap-5">
      {intro && <p className="text-muted-foreground">{intro}</p>}
      {sections.map((section) => (
        <section
          key={section.pageId}
          aria-labelledby={`review-${section.pageId}`}
          className="grid gap-3 rounded-lg border bg-card p-4"
        >
          <header className="flex items-center justify-between gap-3">
            <h3 id={`review-${section.pageId}`} className="font-semibold">
              {section.title}
            </h3>
            {onEdit && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className={cn(touchSized, 'sm:h-8')}
                aria-label={text.editLabel(section.title)}
                onClick={() => onEdit(section.pageId)}
              >
                <Pencil /> {text.edit}
              </Button>
            )}
          </header>
          <dl className="grid gap-2 text-sm @xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @xl:gap-x-6">
            {section.lines.map((line) => (
              <div key={line.path} className="contents">
                <dt className="text-muted-foreground">{line.label}</dt>
                <dd className="mb-2 font-medium break-words @xl:mb-0">
                  {line.value || (
                    <span className="font-normal italic text-muted-foreground">
                      {text.noAnswer}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
