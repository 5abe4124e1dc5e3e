import { Switch } from '@ui/Switch';
import { useAtomValue } from 'jotai';
import { builderMessages } from '../builderMessages';
import type { QuestionPatch } from '../model/editorCommand';
import type { QuestionNode } from '../model/editorModel';
import { modelAtom } from '../state/editorAtoms';
import { ConditionEditor } from './ConditionEditor';
import { conditionCandidatesFor } from './questionCardEdits';
import type { QuestionTarget } from './questionTarget';

const text = builderMessages.questions;

// "Se muestra si…": the switch, and the condition's editor while it is on.
export function ConditionSection({
  target,
  question,
  onUpdate,
}: {
  target: QuestionTarget;
  question: QuestionNode;
  onUpdate: (patch: QuestionPatch) => void;
}) {
  const model = useAtomValue(modelAtom);
  if (!model) return null;
  const candidates = conditionCandidatesFor(model, target, question);
  const id = `q-${question.id}-conditional`;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm font-medium">
        <Switch
          id={id}
          checked={question.conditional}
          onCheckedChange={(conditional) => onUpdate({ conditional })}
        />
        <label htmlFor={id}>
          {question.name === 'validationRule'
            ? builderMessages.formula.ruleCondition
            : text.conditional}
        </label>
      </div>
      {question.conditional && (
        <ConditionEditor
          statement={question.statement}
          candidates={candidates}
          onChange={(statement) => onUpdate({ statement })}
        />
      )}
    </div>
  );
}
