import type { GuestResultAnswer } from '@schemas/api/guests';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReviewScreen } from '../review/ReviewScreen';
import { touchSized } from '../touchSized';
import { formatSentAt, guestMessages as text } from './guestMessages';

// What a guest sees once the answers are stored: who received them and when, what happens next,
// and the summary the server kept (validated, hidden answers pruned).
export function GuestResultView({
  result,
  downloads,
}: {
  result: GuestResultAnswer;
  // The document to download, when the firm offers it.
  downloads?: ReactNode;
}) {
  const { firm, document, submission } = result;
  if (!submission) return <Alert tone="info">{text.noResult}</Alert>;
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{text.resultOf(document.name)}</p>
        <h1 className="text-3xl font-bold tracking-tight">{text.sentTitle}</h1>
      </header>
      <Alert tone="success" title={text.sentAt(firm.name, formatSentAt(submission.submittedAt))}>
        <p>{text.nextSteps}</p>
      </Alert>
      {downloads}
      <section aria-labelledby="guest-summary" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="guest-summary" className="text-xl font-semibold">
            {text.summaryTitle}
          </h2>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className={cn(touchSized, 'sm:h-8')}
            onClick={() => window.print()}
          >
            <Printer /> {text.print}
          </Button>
        </div>
        <ReviewScreen sections={submission.summary} intro={null} />
      </section>
    </article>
  );
}
