import { buttonVariants } from '@ui/Button';
import { Input } from '@ui/Input';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { TemplateSaveIndicator } from './TemplateSaveIndicator';
import { templateEditorMessages as text } from './templateEditorMessages';
import type { useTemplateAutosave } from './useTemplateAutosave';

// The editor's sticky header: back, the template's name (saved as it is typed, never empty),
// the document's name and the save state.
export function TemplateEditorHeader({
  backHref,
  initialName,
  documentName,
  autosave,
  onReload,
}: {
  backHref: string;
  initialName: string;
  documentName: string;
  autosave: ReturnType<typeof useTemplateAutosave>;
  onReload: () => void;
}) {
  const [name, setName] = useState(initialName);
  return (
    <header className="sticky top-[64px] z-20 -mx-4 flex flex-wrap items-center gap-3 border-b bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft className="size-4" aria-hidden /> {text.back}
      </Link>
      <Input
        aria-label={text.name}
        className="h-9 max-w-sm font-medium"
        maxLength={200}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (event.target.value.trim()) autosave.change({ name: event.target.value });
        }}
      />
      <span className="text-sm text-muted-foreground">{documentName}</span>
      <div className="ml-auto">
        <TemplateSaveIndicator
          status={autosave.status}
          onRetry={autosave.retry}
          onReload={onReload}
        />
      </div>
    </header>
  );
}
