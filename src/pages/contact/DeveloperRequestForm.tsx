import {
  type AutomationKind,
  automationEstimates,
  automationKinds,
  type DeveloperRequestAnswer,
} from '@schemas/api/contact';
import { contactLimits } from '@schemas/api/fieldLimits';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Field } from '@ui/Field';
import { Input, Textarea } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { useForm } from '../../forms/useForm';
import { emailRule, isRequired, minLength } from '../../forms/validators';
import { formatUsd } from '../../lib/formatUsd';
import { contactMessages } from './contactMessages';

// The development service: the visitor describes the document, picks the kind of automation and
// sees the estimate at once; sending stores the request and emails it to our team.
export function DeveloperRequestForm() {
  const api = useAtomValue(apiAtom);
  const [answer, setAnswer] = useState<DeveloperRequestAnswer | null>(null);
  const form = useForm({
    initial: {
      name: '',
      email: '',
      phone: '',
      automationKind: '' as AutomationKind | '',
      description: '',
    },
    validators: {
      name: isRequired,
      email: emailRule(contactLimits.email),
      automationKind: (value) => (value ? null : contactMessages.developer.kindRequired),
      description: minLength(contactLimits.description, contactMessages.developer.descriptionShort),
    },
    submit: async (values) => {
      if (!api) return;
      setAnswer(
        await api.call(
          'POST contact/developerRequest',
          {
            name: values.name.trim(),
            email: values.email.trim(),
            ...(values.phone.trim() && { phone: values.phone.trim() }),
            // The form's rule above refuses an empty kind before submit.
            automationKind: values.automationKind as AutomationKind,
            description: values.description.trim(),
          },
          { auth: false },
        ),
      );
    },
  });

  if (answer) {
    return (
      <Alert tone="success">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-4" aria-hidden /> {contactMessages.developer.sentTitle}
        </p>
        <p>{answer.message}</p>
        <p>
          {contactMessages.developer.estimate(
            formatUsd(answer.estimateMin),
            formatUsd(answer.estimateMax),
          )}{' '}
          · {contactMessages.developer.reference(answer.requestId)}
        </p>
      </Alert>
    );
  }

  const estimate = form.values.automationKind
    ? automationEstimates[form.values.automationKind]
    : null;
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{contactMessages.developer.kindLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {automationKinds.map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                form.values.automationKind === kind && 'border-primary bg-primary/5',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="automationKind"
                  value={kind}
                  checked={form.values.automationKind === kind}
                  onChange={() => form.set('automationKind', kind)}
                  className="accent-[var(--color-primary)]"
                />
                {contactMessages.developer.kinds[kind]}
              </span>
              <span className="text-muted-foreground">
                {contactMessages.developer.example(automationEstimates[kind].example)}
              </span>
            </label>
          ))}
        </div>
        {form.errors.automationKind && (
          <p className="text-sm text-destructive" role="alert">
            {form.errors.automationKind}
          </p>
        )}
      </fieldset>
      <p aria-live="polite" className="text-sm font-medium">
        {estimate &&
          contactMessages.developer.estimate(formatUsd(estimate.min), formatUsd(estimate.max))}
      </p>
      <Field
        label={contactMessages.developer.description}
        error={form.errors.description}
        hint={contactMessages.developer.descriptionHint}
      >
        <Textarea
          value={form.values.description}
          onChange={(event) => form.set('description', event.target.value)}
          onBlur={() => form.touch('description')}
          rows={5}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={contactMessages.name} error={form.errors.name}>
          <Input
            value={form.values.name}
            autoComplete="name"
            onChange={(event) => form.set('name', event.target.value)}
            onBlur={() => form.touch('name')}
          />
        </Field>
        <Field label={contactMessages.email} error={form.errors.email}>
          <Input
            type="email"
            value={form.values.email}
            autoComplete="email"
            onChange={(event) => form.set('email', event.target.value)}
            onBlur={() => form.touch('email')}
          />
        </Field>
        <Field label={contactMessages.phone}>
          <Input
            type="tel"
            value={form.values.phone}
            autoComplete="tel"
            onChange={(event) => form.set('phone', event.target.value)}
          />
        </Field>
      </div>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <div>
        <Button type="submit" busy={form.submitting}>
          {contactMessages.developer.submit}
        </Button>
      </div>
    </form>
  );
}
