import type { ContactMessageAnswer } from '@schemas/api/contact';
import { contactLimits } from '@schemas/api/fieldLimits';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input, Textarea } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { useForm } from '../../forms/useForm';
import { emailRule, isRequired, minLength } from '../../forms/validators';
import { contactMessages } from './contactMessages';

export function ContactMessageForm() {
  const api = useAtomValue(apiAtom);
  const [answer, setAnswer] = useState<ContactMessageAnswer | null>(null);
  const form = useForm({
    initial: { name: '', email: '', subject: '', message: '' },
    validators: {
      name: isRequired,
      email: emailRule(contactLimits.email),
      subject: minLength(contactLimits.subject, contactMessages.subjectShort),
      message: minLength(contactLimits.message, contactMessages.messageShort),
    },
    submit: async (values) => {
      if (!api) return;
      setAnswer(
        await api.call(
          'POST contact/sendMessage',
          {
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
          },
          { auth: false },
        ),
      );
    },
  });
  if (answer) {
    return (
      <Alert tone="success">
        <p>{answer.message}</p>
        <p>{contactMessages.reference(answer.messageId)}</p>
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={contactMessages.name} error={form.errors.name}>
          <Input
            value={form.values.name}
            autoComplete="name"
            onChange={(e) => form.set('name', e.target.value)}
            onBlur={() => form.touch('name')}
          />
        </Field>
        <Field label={contactMessages.email} error={form.errors.email}>
          <Input
            type="email"
            value={form.values.email}
            autoComplete="email"
            onChange={(e) => form.set('email', e.target.value)}
            onBlur={() => form.touch('email')}
          />
        </Field>
      </div>
      <Field label={contactMessages.subject} error={form.errors.subject}>
        <Input
          value={form.values.subject}
          onChange={(e) => form.set('subject', e.target.value)}
          onBlur={() => form.touch('subject')}
        />
      </Field>
      <Field label={contactMessages.message} error={form.errors.message}>
        <Textarea
          value={form.values.message}
          rows={6}
          onChange={(e) => form.set('message', e.target.value)}
          onBlur={() => form.touch('message')}
        />
      </Field>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <div>
        <Button type="submit" busy={form.submitting}>
          {contactMessages.submitMessage}
        </Button>
      </div>
    </form>
  );
}
