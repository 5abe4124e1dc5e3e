import type { Visibility } from '@engine/index';
// The Form module itself: @rjsf/core's index also exports a test registry that imports
// @rjsf/validator-ajv8, which the player does not use (and the embed must not carry).
import Form, { type IChangeEvent } from '@rjsf/core/lib/components/Form.js';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledInterview, CompiledPage } from '@schemas/compiledInterview';
import { memo, useMemo, useRef } from 'react';
import { type Answers, errorSchemaFor } from '../model/answers';
import type { PageForm as PageFormModel } from '../model/pageForm';
import type { PlayerFormContext } from './playerFormContext';
import { playerValidator } from './playerValidator';
import { playerFields, playerTemplates, playerWidgets, translateToSpanish } from './theme';

interface PageFormProps {
  compiled: CompiledInterview;
  page: CompiledPage;
  form: PageFormModel;
  visibility: Visibility;
  answers: Answers;
  errors: Record<string, string[]>;
  onChange(answers: Answers): void;
  onAnnounce(message: string): void;
}

// One page as an rjsf form: the visible questions only, the engine's errors at their fields.
export const PageForm = memo(function PageForm({
  compiled,
  page,
  form,
  visibility,
  answers,
  errors,
  onChange,
  onAnnounce,
}: PageFormProps) {
  const current = useRef(visibility);
  const version = useRef(0);
  if (current.current !== visibility) {
    current.current = visibility;
    version.current += 1;
  }
  const visibilityVersion = version.current;
  const formContext = useMemo<PlayerFormContext>(
    () => ({
      compiled,
      visibility: () => current.current,
      visibilityVersion,
      announce: onAnnounce,
    }),
    [compiled, visibilityVersion, onAnnounce],
  );
  const extraErrors = useMemo(() => errorSchemaFor(errors, page.variables), [errors, page]);
  return (
    <Form
      schema={form.schema as RJSFSchema}
      uiSchema={form.uiSchema as UiSchema}
      formData={answers}
      formContext={formContext}
      validator={playerValidator}
      widgets={playerWidgets}
      fields={playerFields}
      templates={playerTemplates}
      translateString={translateToSpanish}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      idPrefix={`p-${page.id}`}
      onChange={(event: IChangeEvent) => onChange((event.formData ?? {}) as Answers)}
      onSubmit={() => undefined}
      tagName="div"
    />
  );
});
