import type { TemplateAgreement } from '@schemas/template';
import { Button } from '@ui/Button';
import { Dialog, DialogContent } from '@ui/Dialog';
import { Field } from '@ui/Field';
import { Input, NativeSelect } from '@ui/Input';
import { useEffect, useState } from 'react';
import type { QuestionInfo } from '../model/listQuestions';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.agreement;

type Attrs = TemplateAgreement['attrs'];

const feminineWords =
  /^(f|fem|femenin[oa]|mujer|se[nñ]ora|sra\.?|se[nñ]orita|srta\.?|do[nñ]a|ella)$/i;

// Sets up an agreement block: the question telling each person's sex or form of address (a
// field of a repeating list: one person per row), how many people when it is a single question,
// which of its answers mean a woman, and the four forms.
export function AgreementDialog({
  open,
  initial,
  genders,
  counts,
  onSave,
  onRemove,
  onClose,
}: {
  open: boolean;
  initial: Attrs | null;
  // Questions that can tell someone's sex (choices and texts), and number questions.
  genders: QuestionInfo[];
  counts: QuestionInfo[];
  onSave: (attrs: Attrs) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const [gender, setGender] = useState('');
  const [count, setCount] = useState('');
  const [feminine, setFeminine] = useState<string[]>([]);
  const [forms, setForms] = useState<string[]>(['', '', '', '']);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setGender(initial?.gender ?? genders[0]?.path ?? '');
    setCount(initial?.count ?? '');
    setFeminine(initial?.feminine ?? []);
    setForms(initial?.forms ?? ['', '', '', '']);
    setTried(false);
  }, [open, initial, genders]);
  const question = genders.find((candidate) => candidate.path === gender);
  const inList = (question?.listStack.length ?? 0) > 0;
  const complete = forms.every((form) => form.trim() !== '');
  const save = () => {
    setTried(true);
    if (!complete || !gender) return;
    onSave({
      gender,
      ...(count && !inList && { count }),
      ...(feminine.length > 0 && { feminine }),
      forms: forms.map((form) => form.trim()),
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={text.title} description={text.description}>
        {genders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.none}</p>
        ) : (
          <div className="grid gap-4">
            <Field label={text.gender} hint={text.genderHint}>
              <NativeSelect
                value={gender}
                onChange={(event) => {
                  setGender(event.target.value);
                  const next = genders.find((candidate) => candidate.path === event.target.value);
                  setFeminine(
                    next?.options
                      .filter(
                        (option) =>
                          feminineWords.test(option.label) || feminineWords.test(option.value),
                      )
                      .map((option) => option.value) ?? [],
                  );
                }}
              >
                {genders.map((candidate) => (
                  <option key={candidate.path} value={candidate.path}>
                    {candidate.label} ({candidate.path})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {!inList && counts.length > 0 && (
              <Field label={text.count}>
                <NativeSelect value={count} onChange={(event) => setCount(event.target.value)}>
                  <option value="">{text.noCount}</option>
                  {counts.map((candidate) => (
                    <option key={candidate.path} value={candidate.path}>
                      {candidate.label} ({candidate.path})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            )}
            {question && question.options.length > 0 && (
              <fieldset className="grid gap-2">
                <legend className="text-sm font-medium">{text.feminine}</legend>
                {question.options.map((option) => (
                  <label key={option.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={feminine.includes(option.value)}
                      onChange={(event) =>
                        setFeminine(
                          event.target.checked
                            ? [...feminine, option.value]
                            : feminine.filter((value) => value !== option.value),
                        )
                      }
                    />
                    {option.label}
                  </label>
                ))}
                <p className="text-xs text-muted-foreground">{text.feminineAuto}</p>
              </fieldset>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              {text.forms.map((label, index) => (
                <Field
                  key={label}
                  label={label}
                  error={tried && !forms[index]?.trim() ? text.missingForms : null}
                >
                  <Input
                    value={forms[index] ?? ''}
                    maxLength={200}
                    placeholder={text.examples[index]}
                    onChange={(event) =>
                      setForms(forms.map((form, i) => (i === index ? event.target.value : form)))
                    }
                  />
                </Field>
              ))}
            </div>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {onRemove && (
            <Button type="button" variant="outline" onClick={onRemove}>
              {text.remove}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onClose}>
            {templateEditorMessages.conditional.cancel}
          </Button>
          <Button type="button" disabled={genders.length === 0} onClick={save}>
            {text.insert}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
