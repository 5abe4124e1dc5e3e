import type { ElementAnswer, RenamedReference, UpdateElementBody } from '@schemas/api/documents';
import type { ElementType } from '@schemas/questionType';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { findTypeChangeProblem } from '../findPlacementProblem';
import { firstSentField } from '../firstSentField';
import { keyOf } from '../keyOf';
import { rewriteReferences } from '../rewriteReferences';
import { computedColumns, formulaField } from '../toComputedChanges';
import { toElement } from '../toElement';
import { toQuestionChanges } from '../toQuestionChanges';

// documents/updateElement: any of the question's fields; flags are set as sent. Renaming its
// variable rewrites the conditions that read it (answered in `renamedReferences`); changing its
// type must keep its options or sub-questions meaningful.
export async function updateElement(
  ports: Ports,
  principal: Principal,
  body: UpdateElementBody,
): Promise<ElementAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'elements', body.elementId, body.documentId),
    fields: {
      variable: 'elementVariable',
      statement:
        body.statement === undefined && sendsFormula(body) ? formulaFieldOf(body) : 'statement',
      formula: formulaFieldOf(body),
      pattern: 'validation.pattern',
      name: 'elementName',
      other:
        firstSentField(body, [
          'elementName',
          'elementVariable',
          'elementConditional',
          'statement',
          'elementCalculation',
          'elementValidationRule',
          'elementValue',
          'elementTitle',
        ]) ?? 'elementId',
    },
    async apply(db, before) {
      const element = before.element(body.elementId);
      const name = body.elementName ?? (element.name as ElementType);
      const computed = computedColumns(
        name,
        { calculation: body.elementCalculation, validationRule: body.elementValidationRule },
        element,
        { calculation: 'elementCalculation', validationRule: 'elementValidationRule' },
      );
      if (body.elementName !== undefined && body.elementName !== element.name) {
        const problem = findTypeChangeProblem(body.elementName, before.itemsOf(element.id));
        if (problem) throw documentErrors.field('elementName', problem);
      }
      let renamedReferences: RenamedReference[] = [];
      const changes = toQuestionChanges({
        title: body.elementTitle,
        simbol: body.elementSimbol,
        value: body.elementValue,
        required: body.elementRequired,
        conditional: body.elementConditional,
        statement: body.statement,
        help: body.help,
        placeholder: body.placeholder,
        validation: body.validation,
      });
      let variable: string | undefined;
      if (body.elementVariable !== undefined) {
        const newPath = keyOf(body.elementVariable);
        variable = JSON.stringify(newPath === '' ? [] : [newPath]);
        renamedReferences = await rewriteReferences(db, before, {
          id: element.id,
          variable: body.elementVariable,
          setsStatement: body.statement !== undefined,
          setsFormula: sendsFormula(body),
        });
      }
      const set = {
        ...changes,
        ...computed,
        ...(body.elementName !== undefined && { name: body.elementName }),
        ...(variable !== undefined && { variable }),
      };
      if (Object.keys(set).length > 0) {
        await db.updateTable('elements').set(set).where('id', '=', element.id).execute();
      }
      return {
        targetId: element.id,
        answer: (after) => ({
          element: toElement(after, after.element(element.id)),
          elementsIds: after.elementsOf(element.page_id).map((row) => row.id),
          renamedReferences,
        }),
      };
    },
  });
}

function sendsFormula(body: UpdateElementBody): boolean {
  return body.elementCalculation != null || body.elementValidationRule != null;
}

function formulaFieldOf(body: UpdateElementBody): string {
  if (body.elementValidationRule != null) return 'elementValidationRule';
  if (body.elementCalculation != null) return 'elementCalculation';
  return formulaField(body.elementName ?? 'calculation', 'camel');
}
