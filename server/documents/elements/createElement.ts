import type { CreateElementBody, ElementAnswer } from '@schemas/api/documents';
import { limits } from '@schemas/limits';
import { defaultQuestionTitle } from '@schemas/question';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { assertIdFree } from '../assertIdFree';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { keyOf } from '../keyOf';
import { pickFreeVariable } from '../pickFreeVariable';
import { openSlot } from '../positions/openSlot';
import { elementsOf } from '../positions/PositionList';
import { computedColumns, formulaField } from '../toComputedChanges';
import { toElement } from '../toElement';
import { toQuestionChanges } from '../toQuestionChanges';

// documents/createElement: a question on a page, at `position` (clamped; the end when absent).
// Without a variable name it gets a free one (`pregunta_N`). A calculation or a validation rule
// carries its settings (a number without formula, or a rule without formula, when none are sent);
// the engine checks their formulas like any condition (editDocument refuses what they break).
export async function createElement(
  ports: Ports,
  principal: Principal,
  body: CreateElementBody,
): Promise<ElementAnswer> {
  const id = body.id ?? ports.random.uuid();
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) => findOwnedDocumentId(db, principal.accountId, 'pages', body.page_id),
    fields: {
      variable: 'element_variable',
      statement: body.statement === undefined ? formulaField(body.element_name) : 'statement',
      formula: formulaField(body.element_name),
      pattern: 'validation.pattern',
      name: 'element_name',
      other: 'element_variable',
    },
    async apply(db, before) {
      const computed = computedColumns(body.element_name, {
        calculation: body.element_calculation,
        validationRule: body.element_validation_rule,
      });
      const page = before.page(body.page_id);
      const siblings = before.elementsOf(page.id);
      if (siblings.length >= limits.elementsPerPage) {
        throw documentErrors.field(
          'page_id',
          documentMessages.tooManyElements(limits.elementsPerPage),
        );
      }
      const taken = new Set([...before.elementById.values()].map((row) => keyOf(row.variable)));
      const variable = keyOf(body.element_variable ?? []) || pickFreeVariable('pregunta', taken);
      const position = await openSlot(db, elementsOf(page.id), body.position, siblings.length);
      if (body.id) await assertIdFree(db, 'elements', id);
      await db
        .insertInto('elements')
        .values({
          id,
          document_id: before.document.id,
          page_id: page.id,
          name: body.element_name,
          title: defaultQuestionTitle,
          simbol: '',
          value: '[]',
          required: false,
          conditional: false,
          statement: null,
          help: null,
          placeholder: null,
          validation: null,
          ...toQuestionChanges({
            title: body.element_title,
            simbol: body.element_simbol,
            value: body.element_value,
            required: body.element_required,
            conditional: body.element_conditional,
            statement: body.statement,
            help: body.help,
            placeholder: body.placeholder,
            validation: body.validation,
          }),
          variable: JSON.stringify([variable]),
          position,
          ...computed,
        })
        .execute();
      return {
        targetId: id,
        answer: (after) => ({
          element: toElement(after, after.element(id)),
          elementsIds: after.elementsOf(page.id).map((row) => row.id),
          renamedReferences: [],
        }),
      };
    },
  });
}
