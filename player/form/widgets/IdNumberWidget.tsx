import { answerFormats } from '@engine/index';
import type { WidgetProps } from '@rjsf/utils';
import { CheckCircle2 } from 'lucide-react';
import { playerMessages } from '../../playerMessages';
import { TextWidget } from './TextWidgets';

const formatOfKind: Record<string, string> = {
  cedula: 'ec-cedula',
  ruc: 'ec-ruc',
  pasaporte: 'pasaporte',
  cualquiera: 'ec-identificacion',
};

// An Ecuadorian identification number, checked as it is typed (check digit included): a valid
// one says so at once; an invalid one is named by the validation when the guest moves on.
export function IdNumberWidget(props: WidgetProps) {
  const kind = typeof props.options.idKind === 'string' ? props.options.idKind : 'cualquiera';
  const format = answerFormats[formatOfKind[kind] ?? 'ec-identificacion'];
  const value = typeof props.value === 'string' ? props.value.trim() : '';
  const valid =
    value !== '' && format !== undefined && (format.validate as (v: string) => boolean)(value);
  return (
    <div className="grid gap-1">
      <TextWidget
        {...props}
        options={{
          ...props.options,
          inputType: 'text',
          // Cédulas and RUCs are digits; a passport (or any identification) may carry letters.
          inputMode: kind === 'cedula' || kind === 'ruc' ? 'numeric' : 'text',
          // Somebody else's number, as often as the guest's own: no autofill.
          autoComplete: 'off',
        }}
      />
      {valid && (
        <p className="flex items-center gap-1 text-xs text-success" aria-live="polite">
          <CheckCircle2 className="size-3.5" aria-hidden />
          {playerMessages.idNumber.valid[kind] ?? playerMessages.idNumber.valid.cualquiera}
        </p>
      )}
    </div>
  );
}
