import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../api/apiErrors';

export type Validators<Values> = {
  [Key in keyof Values]?: (value: Values[Key], values: Values) => string | null;
};

export interface FormState<Values> {
  values: Values;
  // Errors to show: a field's own once it was touched or a submit was tried, plus the server's.
  errors: Partial<Record<keyof Values, string>>;
  formError: string | null;
  submitting: boolean;
  set<Key extends keyof Values>(key: Key, value: Values[Key]): void;
  touch(key: keyof Values): void;
  onSubmit(event: FormEvent): void;
}

// Forms validate as the user types (after leaving a field or trying to submit), show Spanish
// messages tied to each field, and never submit twice: the submit runs once at a time.
export function useForm<Values extends Record<string, unknown>>(options: {
  initial: Values;
  validators: Validators<Values>;
  submit: (values: Values) => Promise<void>;
}): FormState<Values> {
  const [values, setValues] = useState(options.initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const ownErrors = validate(values, options.validators);
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const key of Object.keys(values) as Array<keyof Values>) {
    const message = serverErrors[key] ?? ((attempted || touched[key]) && ownErrors[key]);
    if (message) errors[key] = message;
  }

  return {
    values,
    errors,
    formError,
    submitting,
    set: (key, value) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setServerErrors((previous) => ({ ...previous, [key]: undefined }));
    },
    touch: (key) => setTouched((previous) => ({ ...previous, [key]: true })),
    onSubmit: (event) => {
      event.preventDefault();
      if (submitting) return;
      setAttempted(true);
      setFormError(null);
      if (Object.keys(ownErrors).length > 0) return;
      setSubmitting(true);
      options
        .submit(values)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.fields.length > 0) {
            const byField: Partial<Record<keyof Values, string>> = {};
            for (const field of error.fields) byField[field.field as keyof Values] = field.message;
            setServerErrors(byField);
          }
          setFormError(errorMessage(error));
        })
        .finally(() => setSubmitting(false));
    },
  };
}

function validate<Values extends Record<string, unknown>>(
  values: Values,
  validators: Validators<Values>,
) {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const key of Object.keys(validators) as Array<keyof Values>) {
    const message = validators[key]?.(values[key], values);
    if (message) errors[key] = message;
  }
  return errors;
}
