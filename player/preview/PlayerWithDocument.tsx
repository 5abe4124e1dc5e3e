import { useCallback, useState } from 'react';
import { InterviewPlayer, type InterviewPlayerProps } from '../InterviewPlayer';
import type { Answers } from '../model/answers';
import { DocumentPane, type DocumentPaneProps } from './DocumentPane';

export type PlayerWithDocumentProps = InterviewPlayerProps &
  Pick<DocumentPaneProps, 'document' | 'allowShowAll' | 'actions'>;

// The interview with its document beside it (below it on narrow screens): the player and the
// DocumentPane share the answers, and click to source goes both ways — a passage clicked focuses
// its question (the player opens its page), a question focused highlights its passages.
export function PlayerWithDocument({
  document,
  allowShowAll,
  actions,
  ...player
}: PlayerWithDocumentProps) {
  const [answers, setAnswers] = useState<Answers>(() => player.initialAnswers ?? {});
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ path: string } | null>(null);
  const { onAnswersChange } = player;
  const changed = useCallback(
    (next: Answers) => {
      setAnswers(next);
      onAnswersChange?.(next);
    },
    [onAnswersChange],
  );
  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <InterviewPlayer
        {...player}
        onAnswersChange={changed}
        focusRequest={focusRequest}
        onQuestionFocus={setFocusedPath}
      />
      <DocumentPane
        compiled={player.compiled}
        document={document}
        answers={answers}
        focusedPath={focusedPath}
        onSourceClick={(path) => setFocusRequest({ path })}
        allowShowAll={allowShowAll}
        actions={actions}
      />
    </div>
  );
}
