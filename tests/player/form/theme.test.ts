import {
  compileInterview,
  type PlayerField,
  type PlayerWidget,
  questionTypeRegistry,
} from '@engine/index';
import type { Widget } from '@rjsf/utils';
import type { QuestionType } from '@schemas/questionType';
import { describe, expect, it } from 'vitest';
import { playerFields, playerWidgets } from '../../../player/form/theme';
import {
  createCalculation,
  createElement,
  createField,
  createInterview,
  createPage,
  options,
} from '../../factories';

// Every control the engine's question types name must be one the player's theme draws: the name
// types are shared (engine/questions/questionTypeDefinition.ts), and this checks what the engine
// actually compiles.

/** Every `ui:widget` and `ui:field` named anywhere in a uiSchema. */
function namedControls(
  ui: unknown,
  found = { widgets: new Set<string>(), fields: new Set<string>() },
) {
  if (ui && typeof ui === 'object') {
    const record = ui as Record<string, unknown>;
    if (typeof record['ui:widget'] === 'string') found.widgets.add(record['ui:widget']);
    if (typeof record['ui:field'] === 'string') found.fields.add(record['ui:field']);
    for (const value of Object.values(record)) namedControls(value, found);
  }
  return found;
}

const children = (type: QuestionType) => {
  const kind = questionTypeRegistry[type].children;
  if (kind === 'options') return { items: options('a', 'b') };
  if (kind === 'questions') return { items: [createField('longText', `texto_${type}`)] };
  return {};
};

describe('the player theme', () => {
  it('draws every control a question type or a shown calculation names', () => {
    const types = Object.keys(questionTypeRegistry) as QuestionType[];
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          ...types.map((type) => createElement(type, `q_${type}`, children(type))),
          createCalculation('total', 'number', 1, { show: true }),
        ]),
      ]),
    );
    const { widgets, fields } = namedControls(compiled.pages.map((page) => page.uiSchema));
    expect([...widgets].sort()).toEqual(
      ['checkboxes', 'currency', 'idNumber', 'radio', 'select', 'textarea', 'yesNo'].sort(),
    );
    for (const widget of widgets) expect(playerWidgets).toHaveProperty(widget);
    for (const field of fields) expect(playerFields).toHaveProperty(field);
    expect([...fields]).toEqual(['computed']);
  });

  it('refuses, at compile time, a theme that lacks a named control', () => {
    const { yesNo: _yesNo, ...withoutYesNo } = playerWidgets as Record<PlayerWidget, Widget>;
    // @ts-expect-error a question type names 'yesNo' and this map has no control for it
    const missing: Record<PlayerWidget, Widget> = withoutYesNo;
    // @ts-expect-error 'signature' is no control a question type may name
    const unknown: PlayerField = 'signature';
    expect(Object.keys(missing)).not.toContain('yesNo');
    expect(unknown).toBe('signature');
  });
});
