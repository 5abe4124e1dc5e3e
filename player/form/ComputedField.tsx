import { type FieldProps, getUiOptions } from '@rjsf/utils';
import { playerMessages } from '../playerMessages';

// A calculation the lawyer shows to the client ("Mostrar al cliente"): its value as it reads in
// the document, read-only, updated as the answers it depends on change. The player puts the
// formatted value in the field's uiSchema (`ui:options.text`), so the part redraws only when the
// value does. Announced politely: a screen reader hears the new total without losing its place.
export function ComputedField({ fieldPathId, uiSchema }: FieldProps) {
  const text = getUiOptions(uiSchema).text;
  return <ComputedValue id={fieldPathId.$id} text={typeof text === 'string' ? text : ''} />;
}

export function ComputedValue({ id, text }: { id: string; text: string }) {
  return (
    <output
      id={id}
      aria-labelledby={`${id}__title`}
      aria-live="polite"
      className={
        text
          ? 'block rounded-md border border-dashed bg-muted/40 px-3 py-2 text-base font-medium'
          : 'block rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground'
      }
    >
      {text || playerMessages.computedPending}
    </output>
  );
}
