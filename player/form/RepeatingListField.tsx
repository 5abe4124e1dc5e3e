import { type Field, type FieldProps, toFieldPathId } from '@rjsf/utils';
import type { JsonObject } from '@schemas/compiledInterview';
import { Button } from '@ui/Button';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { buildRowForm } from '../model/pageForm';
import { playerMessages } from '../playerMessages';
import { touchSized, touchSquare } from '../touchSized';
import type { PlayerFormContext } from './playerFormContext';

const text = playerMessages.list;

// A repeating list (heirs, properties, boundaries): rows added, removed and reordered, each row
// with only the fields visible for that row (conditions can read the row's own answers). Lists
// inside lists are lists inside a row.
export function RepeatingListField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    formData,
    errorSchema,
    fieldPathId,
    registry,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
  } = props;
  const context = registry.formContext as PlayerFormContext;
  const rows: unknown[] = Array.isArray(formData) ? formData : [];
  const path = fieldPathId.path;
  const listPath = path.join('.');
  const label = typeof schema.title === 'string' ? schema.title : props.name;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  const locked = disabled || readonly;
  // rjsf's registry types its fields loosely (Record<string, Field>); SchemaField is always there.
  const SchemaField = registry.fields.SchemaField as Field;

  // Rows are objects without ids, and every edit gives a row a new object: each row gets a key
  // that follows it through our own moves and removals, so a moved row keeps its fields (and the
  // focus) and typing in a row never redraws it.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < rows.length) keys.current.push(nextKey.current++);
  if (keys.current.length > rows.length) keys.current.length = rows.length;

  const change = (next: unknown[]) => onChange(next.length > 0 ? next : undefined, path);
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    const [key] = keys.current.splice(from, 1);
    keys.current.splice(to, 0, key as number);
    change(next);
    context.announce(text.row(label, to + 1));
  };

  return (
    <div className="grid gap-3">
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{text.empty}</p>}
      {rows.map((row, index) => {
        const form = buildRowForm(
          context.compiled,
          schema as JsonObject,
          (uiSchema ?? {}) as JsonObject,
          listPath,
          index,
          context.visibility(),
        );
        const rowId = toFieldPathId(index, registry.globalFormOptions, fieldPathId);
        const rowLabel = text.row(label, index + 1);
        return (
          <section
            key={keys.current[index]}
            aria-label={rowLabel}
            className="grid gap-3 rounded-lg border bg-card p-4"
          >
            <header className="flex items-center justify-between gap-2">
              <h4 className="text-sm font-semibold">{rowLabel}</h4>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className={touchSquare}
                  aria-label={text.moveUp(label, index + 1)}
                  disabled={locked || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className={touchSquare}
                  aria-label={text.moveDown(label, index + 1)}
                  disabled={locked || index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className={touchSquare}
                  aria-label={text.removeRow(label, index + 1)}
                  disabled={locked}
                  onClick={() => {
                    keys.current.splice(index, 1);
                    change(rows.filter((_, other) => other !== index));
                    context.announce(`${text.remove}: ${rowLabel}`);
                  }}
                >
                  <Trash2 />
                </Button>
              </div>
            </header>
            <SchemaField
              name={String(index)}
              schema={form.schema}
              uiSchema={form.uiSchema}
              formData={row}
              errorSchema={errorSchema?.[index]}
              fieldPathId={rowId}
              registry={registry}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
              disabled={disabled}
              readonly={readonly}
            />
          </section>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          className={touchSized}
          disabled={locked || rows.length >= maxItems}
          onClick={() => {
            change([...rows, {}]);
            context.announce(text.row(label, rows.length + 1));
          }}
        >
          <Plus /> {text.addNamed(label)}
        </Button>
      </div>
    </div>
  );
}
