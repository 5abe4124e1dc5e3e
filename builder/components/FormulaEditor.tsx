import { formulaTextMessages, formulaToText, parseFormulaText } from '@engine/index';
import type { FormulaOperation } from '@schemas/formula';
import { limits } from '@schemas/limits';
import type { Statement } from '@schemas/statement';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input, NativeSelect, Textarea } from '@ui/Input';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { builderMessages } from '../builderMessages';
import {
  createPart,
  formulaMenu,
  isHolidaySlot,
  type MenuEntry,
  type PartKind,
  type SlotScope,
  slotLabel,
  slotScope,
  variadicOperations,
} from '../model/formulaMenu';
import type { QuestionInfo } from '../model/listQuestions';
import { ConditionEditor } from './ConditionEditor';
import { useDraft } from './useDraft';

const text = builderMessages.formula;

// A formula built without code: every part is chosen from a Spanish menu (a question or a
// calculation, a fixed value, an operation such as "Sumar días a una fecha" or "Suma de un campo
// de la lista", a condition from the condition editor), and an operation's parts are formulas in
// turn. The formula is composed in a local draft and `onChange` receives it once every part is
// complete (a question chosen, a condition with its rules): a stored formula is never half-made.
export function FormulaEditor({
  formula,
  candidates,
  label,
  onChange,
}: {
  formula: unknown;
  // The questions and calculations the formula may read (not the one being computed).
  candidates: QuestionInfo[];
  label: string;
  onChange: (formula: unknown) => void;
}) {
  const [draft, setDraft] = useState<unknown>(formula);
  const known = useRef(JSON.stringify(formula ?? null));
  const noteId = useId();
  // The formula as text while the lawyer writes it (null: the menus are shown).
  const [written, setWritten] = useState<string | null>(null);
  const [textProblem, setTextProblem] = useState<string | null>(null);
  // A formula changed from outside (undone, renamed) replaces the draft, and the menus show it.
  useEffect(() => {
    const incoming = JSON.stringify(formula ?? null);
    if (incoming === known.current) return;
    known.current = incoming;
    setDraft(formula);
    setWritten(null);
    setTextProblem(null);
  }, [formula]);
  const change = (next: unknown) => {
    setDraft(next);
    if (!isComplete(next)) return;
    const serialized = JSON.stringify(next);
    if (serialized === known.current) return;
    known.current = serialized;
    onChange(next);
  };
  const writeText = () => {
    const shown = formulaToText(draft ?? null);
    if (shown === null) {
      setTextProblem(formulaTextMessages.noTextForm);
      return;
    }
    setTextProblem(null);
    setWritten(draft === null || draft === undefined ? '' : shown);
  };
  const applyText = () => {
    const read = parseFormulaText(written ?? '');
    if (!read.ok) {
      setTextProblem(read.message);
      return;
    }
    const known = new Set(candidates.map((candidate) => candidate.path));
    const unknown = variablesOf(read.formula).find((path) => !known.has(path));
    if (unknown !== undefined) {
      setTextProblem(text.unknownVariable(unknown));
      return;
    }
    setTextProblem(null);
    change(read.formula);
    setWritten(formulaToText(read.formula) ?? written);
  };
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {written === null ? (
        <PartEditor
          node={draft ?? null}
          label={text.operation}
          scope="value"
          rowStack={[]}
          depth={1}
          candidates={candidates}
          onChange={change}
        />
      ) : (
        <Field label={text.textLabel} hint={text.textHint} error={textProblem}>
          <Textarea
            value={written}
            rows={3}
            spellCheck={false}
            className="font-mono text-sm"
            onChange={(event) => setWritten(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) applyText();
            }}
          />
        </Field>
      )}
      {written === null && textProblem && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {textProblem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {written !== null && (
          <Button type="button" size="sm" onClick={applyText}>
            {text.applyText}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            if (written === null) writeText();
            else {
              setWritten(null);
              setTextProblem(null);
            }
          }}
        >
          {written === null ? text.writeText : text.backToMenus}
        </Button>
      </div>
      <p id={noteId} className="text-xs text-muted-foreground" aria-live="polite">
        {isComplete(draft) ? '' : text.pending}
      </p>
    </fieldset>
  );
}

// The answers and calculations a formula reads (`{"var": path}` anywhere in it).
function variablesOf(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) variablesOf(item, into);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'var' && typeof value === 'string') into.push(value);
      else variablesOf(value, into);
    }
  }
  return into;
}

// Every question chosen and every condition written: what the server can store.
function isComplete(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return true;
  if (Array.isArray(node)) return true;
  const [key, value] = Object.entries(node)[0] ?? [];
  if (key === 'var') return typeof value === 'string' && value !== '';
  if (key === 'condition') return value !== null && value !== undefined;
  return Array.isArray(value) ? value.every(isComplete) : isComplete(value);
}

// What a part is, for the menu.
function kindOf(node: unknown): PartKind {
  if (node === null || node === undefined) return 'empty';
  if (typeof node === 'number') return 'number';
  if (typeof node === 'boolean') return 'yesNo';
  if (typeof node === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(node) ? 'date' : 'text';
  const key = Object.keys(node as object)[0];
  if (key === 'var') return 'variable';
  if (key === 'condition') return 'condition';
  return key as FormulaOperation;
}

function argsOf(node: unknown): unknown[] {
  const value = Object.values(node as object)[0];
  return Array.isArray(value) ? value : [value];
}

interface PartProps {
  node: unknown;
  label: string;
  scope: SlotScope;
  // The repeating lists whose rows this part is read in (inside "Alguna fila cumple"…).
  rowStack: string[];
  depth: number;
  candidates: QuestionInfo[];
  onChange: (node: unknown) => void;
  onRemove?: () => void;
}

function PartEditor({
  node,
  label,
  scope,
  rowStack,
  depth,
  candidates,
  onChange,
  onRemove,
}: PartProps) {
  const kind = kindOf(node);
  // Beyond the depth a formula may have, only values can be chosen.
  const canNest = depth < limits.formulaDepth;
  const choose = (key: MenuEntry['key']) => onChange(createPart(key));
  // A value is chosen beside its kind; an operation's parts and a condition go below.
  const simple = !(kind === 'condition' || isOperation(kind));
  const body = (
    <PartBody
      node={node}
      kind={kind}
      scope={scope}
      rowStack={rowStack}
      depth={depth}
      candidates={candidates}
      onChange={onChange}
    />
  );
  return (
    <div className="grid min-w-0 gap-2 rounded-md border bg-card/50 p-2">
      <div className="flex flex-wrap items-start gap-2">
        <Field label={label} className="min-w-48 flex-1">
          <NativeSelect value={kind} onChange={(event) => choose(event.target.value as PartKind)}>
            {formulaMenu.map((group, index) =>
              index > 0 && !canNest ? null : (
                <optgroup key={group.label} label={group.label}>
                  {group.entries.map((entry) => (
                    <option key={entry.key} value={entry.key}>
                      {entry.label}
                    </option>
                  ))}
                </optgroup>
              ),
            )}
          </NativeSelect>
        </Field>
        {simple && kind !== 'empty' && <div className="min-w-48 flex-1">{body}</div>}
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={text.removeValue(label)}
            onClick={onRemove}
          >
            <X />
          </Button>
        )}
      </div>
      {!simple && body}
    </div>
  );
}

const valueKinds: ReadonlySet<PartKind> = new Set([
  'empty',
  'variable',
  'number',
  'text',
  'date',
  'yesNo',
  'condition',
]);

function isOperation(kind: PartKind): kind is FormulaOperation {
  return !valueKinds.has(kind);
}

function PartBody({
  node,
  kind,
  scope,
  rowStack,
  depth,
  candidates,
  onChange,
}: Omit<PartProps, 'label' | 'onRemove'> & { kind: PartKind }) {
  switch (kind) {
    case 'empty':
      return null;
    case 'variable':
      return (
        <VariablePicker
          path={(node as { var: string }).var}
          scope={scope}
          rowStack={rowStack}
          candidates={candidates}
          onChange={(path) => onChange({ var: path })}
        />
      );
    case 'number':
      return <NumberValue value={node as number} onChange={onChange} />;
    case 'text':
      return <TextValue value={node as string} onChange={onChange} />;
    case 'date':
      return (
        <Field label={text.kinds.date}>
          <Input
            type="date"
            value={node as string}
            onChange={(event) => event.target.value && onChange(event.target.value)}
          />
        </Field>
      );
    case 'yesNo':
      return (
        <Field label={text.kinds.yesNo}>
          <NativeSelect
            value={node === true ? 'true' : 'false'}
            onChange={(event) => onChange(event.target.value === 'true')}
          >
            <option value="true">{text.yes}</option>
            <option value="false">{text.no}</option>
          </NativeSelect>
        </Field>
      );
    case 'condition':
      return (
        <ConditionEditor
          statement={(node as { condition: Statement | null }).condition}
          candidates={inScope(candidates, 'value', rowStack)}
          onChange={(statement) => onChange({ condition: statement })}
        />
      );
    default:
      return (
        <OperationParts
          operation={kind}
          args={argsOf(node)}
          rowStack={rowStack}
          depth={depth}
          candidates={candidates}
          onChange={(args) => onChange({ [kind]: args })}
        />
      );
  }
}

function OperationParts({
  operation,
  args,
  rowStack,
  depth,
  candidates,
  onChange,
}: {
  operation: FormulaOperation;
  args: unknown[];
  rowStack: string[];
  depth: number;
  candidates: QuestionInfo[];
  onChange: (args: unknown[]) => void;
}) {
  if (operation === 'today') return null;
  const variadic = variadicOperations.has(operation);
  const minimum = operation === 'join' ? 2 : 1;
  const replace = (index: number, value: unknown) =>
    onChange(args.map((arg, i) => (i === index ? value : arg)));
  const remove = (index: number) => onChange(args.filter((_, i) => i !== index));
  // Inside a row operation, the condition (the second part) reads that list's rows.
  const listPath =
    slotScope(operation, 0) === 'list' &&
    typeof args[0] === 'object' &&
    args[0] !== null &&
    'var' in args[0]
      ? String((args[0] as { var: string }).var)
      : '';
  const optionalParts =
    operation === 'count' || operation === 'addBusinessDays' || operation === 'businessDaysBetween';
  const shown =
    optionalParts && args.length < (operation === 'count' ? 2 : 3) ? [...args, undefined] : args;
  return (
    <div className="grid gap-2 border-s-2 border-muted ps-3">
      {shown.map((arg, index) => {
        const label = slotLabel(operation, index, args.length);
        if (isHolidaySlot(operation, index))
          return (
            <HolidayList
              // Parts have no ids; their position is their identity in the operation.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              dates={Array.isArray(arg) ? (arg as string[]) : []}
              onChange={(dates) =>
                dates.length > 0 ? replace(index, dates) : onChange(args.slice(0, index))
              }
            />
          );
        if (arg === undefined)
          return (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() =>
                onChange([...args, operation === 'count' ? { condition: null } : null])
              }
            >
              <Plus /> {label}
            </Button>
          );
        const rows = index > 0 && listPath ? [...rowStack, listPath] : rowStack;
        return (
          <PartEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            node={arg}
            label={label}
            scope={slotScope(operation, index)}
            rowStack={rows}
            depth={depth + 1}
            candidates={candidates}
            onChange={(value) => replace(index, value)}
            onRemove={
              (variadic && args.length > minimum && (operation !== 'join' || index > 0)) ||
              (optionalParts && index === (operation === 'count' ? 1 : 2))
                ? () => remove(index)
                : undefined
            }
          />
        );
      })}
      {variadic && args.length < 30 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...args, null])}
        >
          <Plus /> {text.addValue}
        </Button>
      )}
      {operation === 'if' && args.length < 31 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...args.slice(0, -1), null, null, args.at(-1) ?? null])}
        >
          <Plus /> {text.addBranch}
        </Button>
      )}
    </div>
  );
}

// The questions and calculations a part may read: never a group; a list's field only inside a
// row operation on that list, or where it stands for every row's answer (a sum, a join); only
// repeating lists (or a multiple choice, to count its options) where a list is wanted.
export function inScope(
  candidates: QuestionInfo[],
  scope: SlotScope,
  rowStack: readonly string[],
): QuestionInfo[] {
  const inRows = (question: QuestionInfo) =>
    question.listStack.every((list, index) => rowStack[index] === list);
  return candidates.filter((question) => {
    if (question.type === 'group') return false;
    if (scope === 'list')
      return (
        inRows(question) &&
        (question.type === 'repeatingList' || question.type === 'multipleChoice')
      );
    if (question.type === 'repeatingList') return false;
    return scope === 'column' || inRows(question);
  });
}

function VariablePicker({
  path,
  scope,
  rowStack,
  candidates,
  onChange,
}: {
  path: string;
  scope: SlotScope;
  rowStack: string[];
  candidates: QuestionInfo[];
  onChange: (path: string) => void;
}) {
  const options = inScope(candidates, scope, rowStack);
  const labels = new Map(candidates.map((question) => [question.path, question.label]));
  const nameOf = (question: QuestionInfo) => {
    const parts = question.path.split('.');
    const chain = parts.map((_, index) => labels.get(parts.slice(0, index + 1).join('.')) ?? '');
    return `${chain.filter(Boolean).join(' › ')} (${question.path})`;
  };
  return (
    <Field label={text.kinds.variable} error={path === '' ? text.chooseVariable : null}>
      <NativeSelect value={path} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {text.chooseVariable}
        </option>
        {path !== '' && !options.some((question) => question.path === path) && (
          <option value={path}>{path}</option>
        )}
        {options.map((question) => (
          <option key={question.id} value={question.path}>
            {nameOf(question)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function NumberValue({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const draft = useDraft(formatDraft(value), (next) => {
    const parsed = Number(next.replace(/\s/g, '').replace(',', '.'));
    if (Number.isFinite(parsed)) onChange(parsed);
  });
  const parsed = Number(draft.value.replace(/\s/g, '').replace(',', '.'));
  return (
    <Field
      label={text.kinds.number}
      error={draft.value.trim() === '' || !Number.isFinite(parsed) ? text.notANumber : null}
    >
      <Input
        inputMode="decimal"
        value={draft.value}
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        onKeyDown={draft.onKeyDown}
      />
    </Field>
  );
}

const formatDraft = (value: number) => String(value).replace('.', ',');

function TextValue({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const draft = useDraft(value, onChange);
  return (
    <Field label={text.kinds.text}>
      <Input
        value={draft.value}
        maxLength={limits.conditionValueLength}
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        onKeyDown={draft.onKeyDown}
      />
    </Field>
  );
}

function HolidayList({
  dates,
  onChange,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
}) {
  const draft = useDraft(dates.join(', '), (next) =>
    onChange(
      next
        .split(/[,;\s]+/)
        .map((date) => date.trim())
        .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))
        .slice(0, limits.formulaListItems),
    ),
  );
  return (
    <Field label={text.holidays}>
      <Input
        value={draft.value}
        placeholder="2026-01-01, 2026-05-24"
        onChange={(event) => draft.onChange(event.target.value)}
        onBlur={draft.onBlur}
        onKeyDown={draft.onKeyDown}
      />
    </Field>
  );
}
