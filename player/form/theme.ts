import type { PlayerField, PlayerWidget } from '@engine/index';
import {
  englishStringTranslator,
  type Field,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  replaceStringParameters,
  type TemplatesType,
  TranslatableString,
  type Widget,
} from '@rjsf/utils';
import { ComputedField } from './ComputedField';
import { PageObjectField } from './PageObjectField';
import { PlainNumberField } from './PlainNumberField';
import { RepeatingListField } from './RepeatingListField';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  SubmitButton,
} from './templates';
import { CheckboxesWidget, RadioWidget, SelectWidget, YesNoWidget } from './widgets/ChoiceWidgets';
import { DateWidget } from './widgets/DateWidget';
import { IdNumberWidget } from './widgets/IdNumberWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { TextareaWidget, TextWidget } from './widgets/TextWidgets';

// The player's rjsf theme: shadcn-style controls built from ui/ (no theme package, so the embed
// stays small), Spanish throughout.

// Every control a question type names (`PlayerWidget`, engine/questions): keyed by that union, so
// a question type naming a control this theme lacks does not compile.
const namedWidgets = {
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkboxes: CheckboxesWidget,
  yesNo: YesNoWidget,
  currency: NumberWidget,
  idNumber: IdNumberWidget,
} satisfies Record<PlayerWidget, Widget>;

export const playerWidgets: RegistryWidgetsType = {
  ...namedWidgets,
  // rjsf's own names, chosen by a schema's type and format (text, date, email), and the number
  // control the player gives every number question.
  TextWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxesWidget,
  DateWidget,
  date: DateWidget,
  number: NumberWidget,
  EmailWidget: TextWidget,
  email: TextWidget,
};

const namedFields = {
  repeatingList: RepeatingListField,
  computed: ComputedField,
} satisfies Record<PlayerField, Field>;

export const playerFields: RegistryFieldsType = {
  ...namedFields,
  NumberField: PlainNumberField,
  ObjectField: PageObjectField,
};

export const playerTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ErrorListTemplate,
  // Form's `templates` prop takes a partial set of button templates.
  ButtonTemplates: { SubmitButton } as unknown as TemplatesType['ButtonTemplates'],
};

const spanish: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Elemento',
  [TranslatableString.MissingItems]: 'Faltan elementos',
  [TranslatableString.EmptyArray]: 'Aún no hay elementos.',
  [TranslatableString.YesLabel]: 'Sí',
  [TranslatableString.NoLabel]: 'No',
  [TranslatableString.CloseLabel]: 'Cerrar',
  [TranslatableString.ErrorsLabel]: 'Errores',
  [TranslatableString.NewStringDefault]: 'Nuevo valor',
  [TranslatableString.AddButton]: 'Agregar',
  [TranslatableString.AddItemButton]: 'Agregar elemento',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Bajar',
  [TranslatableString.MoveUpButton]: 'Subir',
  [TranslatableString.RemoveButton]: 'Quitar',
  [TranslatableString.NowLabel]: 'Ahora',
  [TranslatableString.ClearLabel]: 'Borrar',
  [TranslatableString.AriaDateLabel]: 'Elige una fecha',
  [TranslatableString.PreviewLabel]: 'Vista previa',
  [TranslatableString.DecrementAriaLabel]: 'Disminuir en 1',
  [TranslatableString.IncrementAriaLabel]: 'Aumentar en 1',
  [TranslatableString.OptionalObjectAdd]: 'Agregar datos',
  [TranslatableString.OptionalObjectRemove]: 'Quitar datos',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Sin datos',
  [TranslatableString.UnknownFieldType]: 'Tipo de campo desconocido %1',
  [TranslatableString.OptionPrefix]: 'Opción %1',
};

export function translateToSpanish(key: TranslatableString, params?: string[]): string {
  const text = spanish[key];
  return text ? replaceStringParameters(text, params) : englishStringTranslator(key, params);
}
