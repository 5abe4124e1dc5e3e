import type { Field, FieldProps } from '@rjsf/utils';

// rjsf's NumberField builds an Intl.NumberFormat on every draw (to learn the browser's decimal
// separator) and converts what its widget typed. The player's NumberWidget already answers with a
// number, or with the text typed when it is not one, so number questions go straight to rjsf's
// string field, which hands the widget's answer on unchanged.
export function PlainNumberField(props: FieldProps) {
  // rjsf's registry types its fields loosely (Record<string, Field>); StringField is always there.
  const StringField = props.registry.fields.StringField as Field;
  return <StringField {...props} />;
}
