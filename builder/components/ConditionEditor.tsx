import { operatorLabels, operatorTable, questionTypeRegistry } from '@engine/index';
import { limits } from '@schemas/limits';
import {
  type ConditionGroup,
  type ConditionRule,
  isConditionGroup,
  type Operator,
  type Statement,
} from '@schemas/statement';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { builderMessages } from '../builderMessages';
import { createRule, findMissingPart, ruleFor, simplifyGroup } from '../model/conditionDraft';
import type { QuestionInfo } from '../model/listQuestions';
import { useConditionDraft } from './useConditionDraft';
import { useDraft } from './useDraft';

const text = builderMessages.condition;

// Edits a condition as data: a question, an operator its type admits, a value that fits the type
// (options from a list), combined in "todas / alguna" groups. Never a raw rule.
//
// Rules are composed here before they are stored: a rule still lacking its value stays on screen
// with the missing part marked, and `onChange` receives the statement only once every rule is
// complete (a stored condition is never a half-written one). `onPendingChange` tells a host that
// saves on its own (a dialog) whether incomplete rules are on screen.
export function ConditionEditor({
  statement,
  candidates,
  onChange,
  onPendingChange,
}: {
  statement: Statement | null;
  candidates: QuestionInfo[];
  onChange: (statement: Statement | null) => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const { draft, change, pending } = useConditionDraft(statement, onChange);
  const noteId = useId();
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);
  if (candidates.length === 0) return <p className="text-sm text-muted-foreground">{text.none}</p>;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">{text.title}</legend>
      <GroupEditor group={draft} candidates={candidates} depth={1} onChange={change} />
      <p id={noteId} className="text-xs text-muted-foreground" aria-live="polite">
        {pending ? text.pending : ''}
      </p>
    </fieldset>
  );
}

function GroupEditor({
  group,
  candidates,
  depth,
  onChange,
  onRemove,
}: {
  group: ConditionGroup;
  candidates: QuestionInfo[];
  depth: number;
  onChange: (group: ConditionGroup) => void;
  onRemove?: () => void;
}) {
  // The rule just added takes the focus (its question first), so a keyboard user goes on there.
  const [added, setAdded] = useState<number | null>(null);
  const replace = (index: number, condition: Statement | null) =>
    onChange({
      ...group,
      conditions:
        condition === null
          ? group.conditions.filter((_, i) => i !== index)
          : group.conditions.map((c, i) => (i === index ? condition : c)),
    });
  const add = (condition: Statement) => {
    setAdded(group.conditions.length);
    onChange({ ...group, conditions: [...group.conditions, condition] });
  };
  const canAdd = group.conditions.length < limits.conditionsPerGroup;
  return (
    <div className="grid gap-2">
      {group.conditions.length > 1 && (
        <Field label={text.connector} className="flex items-center gap-2 text-sm">
          <NativeSelect
            className="h-8 w-auto py-1"
            value={group.connector}
            onChange={(event) =>
              onChange({ ...group, connector: event.target.value as 'and' | 'or' })
            }
          >
            <option value="and">{text.and}</option>
            <option value="or">{text.or}</option>
          </NativeSelect>
        </Field>
      )}
      <ol className="grid gap-2">
        {group.conditions.map((condition, index) => (
          // Conditions have no ids; their position is their identity within the group.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={isConditionGroup(condition) ? 'rounded-md border p-2' : ''}>
            {isConditionGroup(condition) ? (
              <GroupEditor
                group={condition}
                candidates={candidates}
                depth={depth + 1}
                onChange={(next) => replace(index, simplifyGroup(next))}
                onRemove={() => replace(index, null)}
              />
            ) : (
              <RuleEditor
                rule={condition}
                candidates={candidates}
                autoFocus={added === index}
                onChange={(next) => replace(index, next)}
              />
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!canAdd}
          onClick={() => add(createRule(candidates))}
        >
          <Plus /> {text.addRule}
        </Button>
        {depth < limits.statementDepth - 1 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!canAdd}
            onClick={() =>
              add({
                connector: group.connector === 'and' ? 'or' : 'and',
                conditions: [createRule(candidates)],
              })
            }
          >
            <Plus /> {text.addGroup}
          </Button>
        )}
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 /> {text.removeGroup}
          </Button>
        )}
      </div>
    </div>
  );
}

function RuleEditor({
  rule,
  candidates,
  autoFocus,
  onChange,
}: {
  rule: ConditionRule;
  candidates: QuestionInfo[];
  autoFocus: boolean;
  onChange: (rule: ConditionRule | null) => void;
}) {
  const question = candidates.find((candidate) => candidate.path === rule.variable);
  const operators = question ? questionTypeRegistry[question.type].operators : [];
  const missing = question ? findMissingPart(rule) : 'variable';
  const missingId = useId();
  return (
    <div className="grid gap-1">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1.6fr)_minmax(8.5rem,1fr)_minmax(0,1.4fr)_auto] sm:items-end">
        <Field label={text.variable} className="grid gap-1 text-xs font-medium">
          <NativeSelect
            // The rule the person just added takes the focus.
            autoFocus={autoFocus}
            value={question ? question.path : ''}
            aria-invalid={missing === 'variable' ? true : undefined}
            aria-describedby={missing === 'variable' ? missingId : undefined}
            onChange={(event) => {
              const next = candidates.find((candidate) => candidate.path === event.target.value);
              if (next) onChange(ruleFor(next, rule.type, { question, value: rule.condition }));
            }}
          >
            {!question && <option value="">{text.chooseVariable}</option>}
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.path}>
                {candidate.label} ({candidate.path})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={text.operator} className="grid gap-1 text-xs font-medium">
          <NativeSelect
            value={rule.type}
            disabled={!question}
            onChange={(event) =>
              question &&
              onChange(
                ruleFor(question, event.target.value as Operator, {
                  question,
                  value: rule.condition,
                }),
              )
            }
          >
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {operatorLabels[operator]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid gap-1 text-xs font-medium">
          {question && operatorTable[rule.type].needsValue ? (
            <ValueInput
              question={question}
              rule={rule}
              describedBy={missing === 'value' ? missingId : undefined}
              onChange={(condition) => onChange({ ...rule, condition })}
            />
          ) : (
            <span aria-hidden />
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={text.removeRule}
          onClick={() => onChange(null)}
        >
          <Trash2 />
        </Button>
      </div>
      {missing && (
        <p id={missingId} className="text-xs text-destructive">
          {missing === 'value' ? text.missingValue : text.missingVariable}
        </p>
      )}
    </div>
  );
}

function ValueInput({
  question,
  rule,
  describedBy,
  onChange,
}: {
  question: QuestionInfo;
  rule: ConditionRule;
  // The id of the note saying the value is missing, when it is.
  describedBy: string | undefined;
  onChange: (value: string | number | boolean) => void;
}) {
  const kind = questionTypeRegistry[question.type].kind;
  const current = rule.condition ?? '';
  const draft = useDraft(String(current), (value) =>
    onChange(kind === 'number' && value !== '' ? Number(value) : value),
  );
  if (kind === 'boolean') {
    return (
      <Field label={text.value} className="grid gap-1">
        <NativeSelect
          value={String(current === true || current === 'true')}
          onChange={(event) => onChange(event.target.value === 'true')}
        >
          <option value="true">{text.yes}</option>
          <option value="false">{text.no}</option>
        </NativeSelect>
      </Field>
    );
  }
  if (kind === 'choice' || kind === 'multi') {
    return (
      <Field label={text.value} className="grid gap-1">
        <NativeSelect
          value={String(current)}
          aria-invalid={describedBy ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    );
  }
  return (
    <Field label={text.value} className="grid gap-1">
      <Input
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        type={kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text'}
        step={kind === 'number' ? 'any' : undefined}
        value={draft.value}
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        onKeyDown={draft.onKeyDown}
      />
    </Field>
  );
}
