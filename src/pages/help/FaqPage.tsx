import { Alert } from '@ui/Alert';
import { Spinner } from '@ui/Spinner';
import { ChevronDown } from 'lucide-react';
import { Redirect, useParams } from 'wouter';
import { useApiQuery } from '../../api/useApiQuery';
import { messages } from '../../messages';

// /app/users/FAQ/welcome: the questions of faq/getFaq, in their position order.
export default function FaqPage() {
  const { section } = useParams<{ section: string }>();
  const { data, error, loading } = useApiQuery(section === 'welcome' ? 'GET faq/getFaq' : null);
  if (section !== 'welcome') return <Redirect to="~/404" replace />;
  const faqs = [...(data?.faqs ?? [])].sort((a, b) => a.position - b.position);
  return (
    <div className="grid max-w-3xl gap-6">
      <header>
        <h1 className="text-2xl font-bold">Preguntas frecuentes</h1>
        <p className="text-muted-foreground">
          Lo que más nos preguntan los estudios que usan Minuta.
        </p>
      </header>
      {loading && <Spinner label={messages.common.loading} />}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-2">
        {faqs.map((faq) => (
          <details key={faq.faqId} className="group rounded-lg border bg-card p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
              {faq.question}
              <ChevronDown
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
              {faq.answer}
            </p>
          </details>
        ))}
      </div>
    </div>
  );
}
