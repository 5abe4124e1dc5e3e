import type { Faq, FaqAnswer } from '@schemas/api/faq';
import { faqLimits } from '@schemas/api/fieldLimits';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input, Textarea } from '@ui/Input';
import { Spinner } from '@ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { useForm } from '../../forms/useForm';
import { isRequired } from '../../forms/validators';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { adminMessages } from './adminMessages';

type Editing = { mode: 'create' } | { mode: 'edit'; faq: Faq } | null;

// The FAQ every user reads: create, edit, delete and order (faq/createFaq, faq/updateFaq,
// faq/deleteFaq, faq/reorderFaq). Each write answers the whole list, which replaces the shown one.
export function FaqAdminTab() {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const texts = adminMessages.faq;
  const query = useApiQuery('GET faq/getFaq');
  const [faqs, setFaqs] = useState<Faq[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setFaqs(query.data.faqs);
  }, [query.data]);

  const write = (action: Promise<FaqAnswer> | undefined) => {
    setError(null);
    action
      ?.then((answer) => setFaqs(answer.faqs))
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };

  const move = (index: number, by: -1 | 1) => {
    const order = faqs.map((faq) => faq.faqId);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    write(api?.call('POST faq/reorderFaq', { faqIds: order }));
  };

  const remove = (faq: Faq) => {
    if (!window.confirm(texts.confirmRemove(faq.question))) return;
    write(api?.call('DELETE faq/deleteFaq', { faq_id: faq.faqId }));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminMessages.tabs.faq}</CardTitle>
        <CardDescription>{texts.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button onClick={() => setEditing({ mode: 'create' })}>{texts.create}</Button>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {query.loading && !query.data && <Spinner label={messages.common.loading} />}
        <ol className="grid gap-2">
          {faqs.map((faq, index) => (
            <li key={faq.faqId} className="flex items-start gap-3 rounded-lg border p-3">
              <span className="w-6 shrink-0 text-sm text-muted-foreground">{faq.position}</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{faq.question}</p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{faq.answer}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={texts.up(faq.question)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={texts.down(faq.question)}
                  disabled={index === faqs.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing({ mode: 'edit', faq })}
                >
                  {texts.edit}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove(faq)}>
                  {texts.remove}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
          {editing && (
            <DialogContent title={editing.mode === 'create' ? texts.createTitle : texts.editTitle}>
              <FaqForm
                faq={editing.mode === 'edit' ? editing.faq : null}
                count={faqs.length}
                onSaved={(answer) => {
                  setFaqs(answer.faqs);
                  setEditing(null);
                  notify({ tone: 'success', text: texts.saved });
                }}
              />
            </DialogContent>
          )}
        </Dialog>
      </CardContent>
    </Card>
  );
}

function FaqForm({
  faq,
  count,
  onSaved,
}: {
  faq: Faq | null;
  count: number;
  onSaved: (answer: FaqAnswer) => void;
}) {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.faq;
  const form = useForm({
    initial: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      position: String(faq?.position ?? count + 1),
    },
    validators: { question: isRequired, answer: isRequired },
    submit: async (values) => {
      if (!api) return;
      const position = Math.max(1, Number.parseInt(values.position, 10) || count + 1);
      const body = { question: values.question.trim(), answer: values.answer.trim(), position };
      const answer = faq
        ? await api.call('POST faq/updateFaq', { faqId: faq.faqId, ...body })
        : await api.call('POST faq/createFaq', body);
      onSaved(answer);
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4">
      <Field label={texts.question} error={form.errors.question}>
        <Input
          value={form.values.question}
          onChange={(event) => form.set('question', event.target.value)}
          onBlur={() => form.touch('question')}
          maxLength={faqLimits.question}
        />
      </Field>
      <Field label={texts.answer} error={form.errors.answer}>
        <Textarea
          value={form.values.answer}
          onChange={(event) => form.set('answer', event.target.value)}
          onBlur={() => form.touch('answer')}
          maxLength={faqLimits.answer}
        />
      </Field>
      <Field label={texts.position}>
        <Input
          type="number"
          min={1}
          max={count + 1}
          value={form.values.position}
          onChange={(event) => form.set('position', event.target.value)}
        />
      </Field>
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <Button type="submit" busy={form.submitting}>
        {messages.common.save}
      </Button>
    </form>
  );
}
