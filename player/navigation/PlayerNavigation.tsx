import { Button } from '@ui/Button';
import { ArrowLeft, ArrowRight, ClipboardCheck } from 'lucide-react';
import { memo } from 'react';
import { playerMessages as text } from '../playerMessages';

export interface NavigationActions {
  back(): void;
  next(): void;
  submit(): void;
}

interface PlayerNavigationProps {
  touchTargets: string;
  backDisabled: boolean;
  // The forward button: "Siguiente", "Revisar" (to the review) or send; none in a review that
  // cannot be sent.
  forward: 'next' | 'toReview' | 'submit' | null;
  submitLabel: string | undefined;
  submitting: boolean;
  actions: NavigationActions;
}

// "Anterior" and the forward button, memoised: an answer typed leaves them as they are.
export const PlayerNavigation = memo(function PlayerNavigation({
  touchTargets,
  backDisabled,
  forward,
  submitLabel,
  submitting,
  actions,
}: PlayerNavigationProps) {
  return (
    <nav
      className="flex items-center justify-between gap-3 border-t pt-4"
      aria-label={text.navigationLabel}
    >
      <Button
        type="button"
        variant="outline"
        className={touchTargets}
        onClick={actions.back}
        disabled={backDisabled}
      >
        <ArrowLeft /> {text.back}
      </Button>
      {forward === 'next' || forward === 'toReview' ? (
        <Button type="button" className={touchTargets} onClick={actions.next}>
          {forward === 'toReview' ? text.toReview : text.next} <ArrowRight />
        </Button>
      ) : (
        forward === 'submit' && (
          <Button type="button" className={touchTargets} onClick={actions.submit} busy={submitting}>
            <ClipboardCheck /> {submitting ? text.submitting : (submitLabel ?? text.submit)}
          </Button>
        )
      )}
    </nav>
  );
});
