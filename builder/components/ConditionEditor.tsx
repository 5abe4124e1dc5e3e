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
import { builderMessages } from '../builderMessages';
import type { QuestionInfo } from '../model/listQuestions';
import { useDraft } from './useDraft';

const text = builderMessages.condition;

// Edits a condition as data: a question, an operator its type admits, a value that fits the type
// (options from a list), combined in "todas / alguna" groups. Never a raw rule.
export function ConditionEditor({
  statement,
  candidates,
  onChange,
}: {
  statement: Statement | null;
  candidates: QuestionInfo[];
  onChange: (statement: Statement | null) => void;
}) {
  if (candidates.length === 0) return <p className="text-sm text-muted-foreground">{text.none}</p>;
  const root: ConditionGroup = statement
    ? isConditionGroup(statement)
      ? statement
      : { connector: 'and', conditions: [statement] }
    : { connector: 'and', conditions: [] };
  const save = (group: ConditionGroup) => onChange(simplify(group));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">{text.title}</legend>
      <GroupEditor group={root} candidates={candidates} depth={1} onChange={save} />
    </fieldset>
  );
}

// A group of one rule is stored as that rule (the spec's simple form); an empty one as no
// condition.
function simplify(group: ConditionGroup): Statement | null {
  if (group.conditions.length === 0) return null;
  if (group.conditions.length === 1) return group.conditions[0] ?? null;
  return group;
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
  const replace = (index: number, condition: Statement | null) =>
    onChange({
      ...group,
      conditions:
        condition === null
          ? group.conditions.filter((_, i) => i !== index)
          : group.conditions.map((c, i) => (i === index ? condition : c)),
    });
  const canAdd = group.conditions.length < limits.conditionsPerGroup;
  return (
    <div className="grid gap-2">
      {group.conditions.length > 1 && (
        <Field label={text.connector} className="flex items-center gap-2 text-sm">
          <NativeSelect
            className="h-8 w-auto"
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
                onChange={(next) => replace(index, simplify(next) ?? null)}
                onRemove={() => replace(index, null)}
              />
            ) : (
              <RuleEditor
                rule={condition}
                candidates={candidates}
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
          onClick={() =>
            onChange({ ...group, conditions: [...group.conditions, newRule(candidates)] })
          }
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
              onChange({
                ...group,
                conditions: [
                  ...group.conditions,
                  {
                    connector: group.connector === 'and' ? 'or' : 'and',
                    conditions: [newRule(candidates)],
                  },
                ],
              })
            }
          >
            <Plus /> {text.addGroup}
          </Button>
        )}
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 /> {text.removeRule}
          </Button>
        )}
      </div>
    </div>
  );
}

function newRule(candidates: QuestionInfo[]): ConditionRule {
  const question = candidates.at(-1) ?? candidates[0];
  if (!question) return { type: 'isNotEmpty', variable: '' };
  return ruleFor(question);
}

function ruleFor(question: QuestionInfo, operator?: Operator): ConditionRule {
  const allowed = questionTypeRegistry[question.type].operators;
  const type = operator && allowed.includes(operator) ? operator : (allowed[0] ?? 'isNotEmpty');
  if (!operatorTable[type].needsValue) return { type, variable: question.path };
  return { type, variable: question.path, condition: defaultValue(question) };
}

function defaultValue(question: QuestionInfo): string | number | boolean {
  const kind = questionTypeRegistry[question.type].kind;
  if (kind === 'boolean') return true;
  if (kind === 'number') return 0;
  if (kind === 'choice' || kind === 'multi') return question.options[0]?.value ?? '';
  return '';
}

function RuleEditor({
  rule,
  candidates,
  onChange,
}: {
  rule: ConditionRule;
  candidates: QuestionInfo[];
  onChange: (rule: ConditionRule | null) => void;
}) {
  const question = candidates.find((candidate) => candidate.path === rule.variable);
  const operators = question ? questionTypeRegistry[question.type].operators : [];
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-end">
      <Field label={text.variable} className="grid gap-1 text-xs font-medium">
        <NativeSelect
          value={question ? question.path : ''}
          onChange={(event) => {
            const next = candidates.find((candidate) => candidate.path === event.target.value);
            if (next) onChange(ruleFor(next, rule.type));
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
            question && onChange(ruleFor(question, event.target.value as Operator))
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
  );
}

function ValueInput({
  question,
  rule,
  onChange,
}: {
  question: QuestionInfo;
  rule: ConditionRule;
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
        <NativeSelect value={String(current)} onChange={(event) => onChange(event.target.value)}>
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
