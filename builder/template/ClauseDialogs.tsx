import { questionTypeLabels } from '@engine/index';
import type { Clause, ClauseSummary, ClauseVariable } from '@schemas/api/library';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { Check, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { QuestionInfo } from '../model/listQuestions';
import { asRequestFailure, type BuilderApi } from '../state/builderApi';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.clauses;

// Saves the selected passage of the template as a named clause of the account's library.
export function SaveClauseDialog({
  open,
  onSave,
  onClose,
}: {
  open: boolean;
  // Answers an error message, or null when saved.
  onSave: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName('');
      setError(null);
    }
  }, [open]);
  const save = async () => {
    if (!name.trim()) {
      setError(text.nameRequired);
      return;
    }
    setBusy(true);
    const failure = await onSave(name.trim());
    setBusy(false);
    if (failure) setError(failure);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.saveTitle} description={text.saveDescription}>
        <Field label={text.name} error={error}>
          <Input
            value={name}
            maxLength={200}
            placeholder={text.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void save();
            }}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {templateEditorMessages.conditional.cancel}
          </Button>
          <Button type="button" busy={busy} onClick={() => void save()}>
            {text.save}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

// Browses and searches the account's clauses; the chosen one shows which questions it reads and
// whether this interview has them, each missing one with "Crear la pregunta"; "Insertar" puts its
// passage where the cursor is.
export function InsertClauseDialog({
  open,
  api,
  questionsByPath,
  onCreateQuestion,
  onInsert,
  onClose,
}: {
  open: boolean;
  api: BuilderApi | null;
  questionsByPath: ReadonlyMap<string, QuestionInfo>;
  onCreateQuestion: (variable: ClauseVariable) => Promise<string | null>;
  onInsert: (clause: Clause) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [clauses, setClauses] = useState<ClauseSummary[] | null>(null);
  const [chosen, setChosen] = useState<Clause | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState<string | null>(null);

  useEffect(() => {
    if (!open || !api) return;
    let current = true;
    const timer = setTimeout(() => {
      const query = search.trim() ? { search: search.trim() } : {};
      api
        .call('GET library/getClauses', { query })
        .then((answer) => current && setClauses(answer.clauses))
        .catch((failure: unknown) => current && setError(asRequestFailure(failure).message));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, api, search]);
  useEffect(() => {
    if (open) {
      setChosen(null);
      setError(null);
    }
  }, [open]);

  const choose = async (id: string) => {
    if (!api) return;
    setError(null);
    try {
      setChosen(
        (await api.call('GET library/getClause/:clauseId', { params: { clauseId: String(id) } }))
          .clause,
      );
    } catch (failure) {
      setError(asRequestFailure(failure).message);
    }
  };

  const create = async (variable: ClauseVariable) => {
    setCreating(variable.path);
    const failure = await onCreateQuestion(variable);
    setCreating(null);
    if (failure) setError(failure);
  };

  const missing = chosen?.variables.filter((variable) => !questionsByPath.has(variable.path)) ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.insertTitle} className="max-w-2xl">
        {error && <Alert tone="error">{error}</Alert>}
        {!chosen ? (
          <div className="grid gap-3">
            <Field label={text.search}>
              <Input value={search} onChange={(event) => setSearch(event.target.value)} />
            </Field>
            {clauses?.length === 0 && (
              <p className="text-sm text-muted-foreground">
                {search.trim() ? text.noMatch : text.empty}
              </p>
            )}
            <ul className="grid max-h-80 gap-2 overflow-y-auto">
              {clauses?.map((clause) => (
                <li key={clause.id}>
                  <button
                    type="button"
                    className="grid w-full gap-1 rounded-md border p-3 text-start hover:bg-muted"
                    onClick={() => void choose(clause.id)}
                  >
                    <span className="font-medium">{clause.name}</span>
                    <span className="text-sm text-muted-foreground">{clause.excerpt}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="grid gap-3">
            <p className="font-medium">{chosen.name}</p>
            <p className="rounded-md bg-muted/60 p-3 text-sm">{chosen.excerpt}</p>
            {chosen.variables.length > 0 && (
              <div className="grid gap-2">
                <p className="text-sm font-medium">{text.questions}</p>
                <ul className="grid gap-2">
                  {chosen.variables.map((variable) => {
                    const present = questionsByPath.has(variable.path);
                    return (
                      <li
                        key={variable.path}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
                      >
                        <span>
                          {variable.label} <code className="text-xs">({variable.path})</code> ·{' '}
                          {questionTypeLabels[variable.type]}
                        </span>
                        {present ? (
                          <span className="inline-flex items-center gap-1 text-primary">
                            <Check className="size-4" aria-hidden /> {text.present}
                          </span>
                        ) : (
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            busy={creating === variable.path}
                            aria-label={text.createFor(variable.label)}
                            onClick={() => void create(variable)}
                          >
                            <Plus /> {text.create}
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            {chosen.unknownPaths.length > 0 && (
              <p className="text-sm text-muted-foreground">
                {text.unknownPaths(chosen.unknownPaths)}
              </p>
            )}
            {missing.length > 0 && <p className="text-sm text-destructive">{text.missing}</p>}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {chosen && (
            <Button type="button" variant="outline" onClick={() => setChosen(null)}>
              {text.back}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onClose}>
            {templateEditorMessages.conditional.cancel}
          </Button>
          <Button type="button" disabled={!chosen} onClick={() => chosen && onInsert(chosen)}>
            {text.insert}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
