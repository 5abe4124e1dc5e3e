import { AlertCircle } from 'lucide-react';

// The messages of the page's validation rules that are not shown at a question (those it reads
// are on other pages or hidden).
export function RuleMessages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul
      className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive outline-none"
      data-rule-messages
      tabIndex={-1}
    >
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message}
        </li>
      ))}
    </ul>
  );
}
