import { Field } from '@ui/Field';
import { NativeSelect } from '@ui/Input';
import { useAtomValue, useSetAtom } from 'jotai';
import { builderMessages } from '../builderMessages';
import { findElement } from '../model/editorModel';
import { dispatchAtom, modelAtom } from '../state/editorAtoms';

// "Mover a la página": sends a question to the end of another page. The keyboard's way across
// pages (dnd-kit's keyboard sensor sorts within one list) and a plain alternative to dragging.
export function MoveToPageField({ elementId }: { elementId: string }) {
  const model = useAtomValue(modelAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const found = model ? findElement(model, elementId) : undefined;
  if (!model || !found) return null;
  const pages = model.interview.pages;
  return (
    <Field
      label={builderMessages.questions.moveToPage}
      className="flex items-center justify-end gap-2 border-t pt-3 text-sm"
    >
      <NativeSelect
        className="w-auto"
        value={found.page.id}
        onChange={(event) => {
          const target = pages.find((page) => page.id === event.target.value);
          if (target)
            dispatch({
              type: 'moveQuestion',
              elementId,
              toPageId: target.id,
              index: target.elements.length,
            });
        }}
      >
        {pages.map((page, index) => (
          <option key={page.id} value={page.id}>
            {index + 1}. {page.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
