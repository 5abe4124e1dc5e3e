// rjsf's own object field (the registry's is this one).
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import type { FieldPathList, FieldProps } from '@rjsf/utils';
import { useCallback } from 'react';
import type { PlayerFormContext } from './playerFormContext';

// rjsf's object field; at the root of a part, with the answers of the part's own questions handed
// to the player at once.
// rjsf commits a field's change to its form first and reports it from that commit, so an answer
// would take two render passes: the form's, then the page's with the new answers (which the form
// re-derives its state from). Told in the same event, the player's update and the form's are
// rendered together, once; rjsf's report then finds the answer already given. Changes inside a
// group or a list row (a longer path) go rjsf's way.
export function PageObjectField(props: FieldProps) {
  const { onChange, fieldPathId, registry } = props;
  const context = registry.formContext as PlayerFormContext;
  const isPart = fieldPathId.path.length === 0;
  const answerNow = context.answer;
  const handOn = useCallback(
    (value: unknown, path: FieldPathList, ...rest: unknown[]) => {
      if (path.length === 1 && typeof path[0] === 'string') answerNow?.(path[0], value);
      (onChange as (value: unknown, path: FieldPathList, ...rest: unknown[]) => void)(
        value,
        path,
        ...rest,
      );
    },
    [onChange, answerNow],
  );
  if (!isPart) return <ObjectField {...props} />;
  return <ObjectField {...props} onChange={answerNow ? handOn : onChange} onBlur={ignoreBlur} />;
}

// rjsf's form answers a field's blur with a state update that changes nothing unless it validates
// or omits data on blur (the player does neither: the engine validates), which redraws the whole
// form each time the focus leaves a field.
const ignoreBlur = () => undefined;
