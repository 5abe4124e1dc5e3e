import type { Interview, InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import type { Statement } from '@schemas/statement';

// A synthetic interview of `size` questions, 20 per page, about 30% of them conditional on an
// earlier answer (equality, numeric comparison, or an and/or of both), built twice from the same
// seeded choices: as Minuta's authoring model and as the equivalent SurveyJS JSON. `variant` sets
// the text and number limits, so that interviews of different variants share no schema fragment
// (and no cached validator): each one is new to the engine.

type Kind = 'text' | 'number' | 'choice' | 'yesNo';
const kinds: Kind[] = ['text', 'number', 'choice', 'yesNo'];

export interface SyntheticInterview {
  interview: Interview;
  surveyJson: { pages: Array<{ name: string; elements: Array<Record<string, unknown>> }> };
  answers: Record<string, unknown>;
  // Variables read by at least one condition, with two answers that flip some of them.
  triggers: Array<{ name: string; values: [unknown, unknown] }>;
}

function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function createSyntheticInterview(size: number, seed = 42, variant = 0): SyntheticInterview {
  const random = createRandom(seed);
  const kindOf: Kind[] = [];
  const pages: InterviewPage[] = [];
  const surveyPages: SyntheticInterview['surveyJson']['pages'] = [];
  const answers: Record<string, unknown> = {};
  const read = new Set<number>();

  const ruleOn = (target: number): { statement: Statement; expression: string } => {
    read.add(target);
    const name = `q${target}`;
    switch (kindOf[target]) {
      case 'number':
        return {
          statement: { type: 'greaterThan', variable: name, condition: 5 },
          expression: `{${name}} > 5`,
        };
      case 'choice':
        return {
          statement: { type: 'equals', variable: name, condition: 'a' },
          expression: `{${name}} = 'a'`,
        };
      case 'yesNo':
        return {
          statement: { type: 'equals', variable: name, condition: true },
          expression: `{${name}} = true`,
        };
      default:
        return {
          statement: { type: 'equals', variable: name, condition: 'sí' },
          expression: `{${name}} = 'sí'`,
        };
    }
  };

  for (let i = 0; i < size; i += 1) {
    const kind = kinds[Math.floor(random() * kinds.length)] as Kind;
    kindOf.push(kind);
    const name = `q${i}`;
    let statement: Statement | null = null;
    let visibleIf: string | undefined;
    if (i > 0 && random() < 0.3) {
      const first = ruleOn(Math.floor(random() * i));
      if (random() < 0.25) {
        const second = ruleOn(Math.floor(random() * i));
        const connector = random() < 0.5 ? 'and' : 'or';
        statement = { connector, conditions: [first.statement, second.statement] };
        visibleIf = `${first.expression} ${connector} ${second.expression}`;
      } else {
        statement = first.statement;
        visibleIf = first.expression;
      }
    }
    if (i % 20 === 0) {
      const pageId = `p${i / 20}`;
      pages.push({
        id: pageId,
        documentId: 'bench',
        name: `Página ${i / 20 + 1}`,
        conditional: false,
        statement: null,
        elements: [],
      });
      surveyPages.push({ name: pageId, elements: [] });
    }
    const page = pages.at(-1) as InterviewPage;
    const items: InterviewItem[] =
      kind === 'choice'
        ? ['a', 'b', 'c'].map((value, position) => ({
            id: `${name}-o${position}`,
            elementId: `e${i}`,
            parentItemId: null,
            name: 'option',
            simbol: '',
            title: value.toUpperCase(),
            value: [value],
            variable: [],
            expand: false,
            conditional: false,
            required: false,
            statement: null,
            items: [],
          }))
        : [];
    const element: InterviewElement = {
      id: `e${i}`,
      pageId: page.id,
      name:
        kind === 'text'
          ? 'shortText'
          : kind === 'number'
            ? 'number'
            : kind === 'choice'
              ? 'singleChoice'
              : 'yesNo',
      simbol: '',
      title: `Pregunta ${i + 1}`,
      value: [],
      variable: [name],
      expand: false,
      conditional: statement !== null,
      required: i % 3 === 0,
      statement,
      items,
      ...(kind === 'text' && { validation: { maxLength: 400 + variant } }),
      ...(kind === 'number' && { validation: { maximum: 1_000_000 + variant } }),
    };
    page.elements.push(element);
    (surveyPages.at(-1) as (typeof surveyPages)[number]).elements.push({
      type:
        kind === 'text'
          ? 'text'
          : kind === 'number'
            ? 'text'
            : kind === 'choice'
              ? 'radiogroup'
              : 'boolean',
      name,
      title: `Pregunta ${i + 1}`,
      ...(kind === 'number' && { inputType: 'number', max: 1_000_000 + variant }),
      ...(kind === 'text' && { maxLength: 400 + variant }),
      ...(kind === 'choice' && { choices: ['a', 'b', 'c'] }),
      ...(i % 3 === 0 && { isRequired: true }),
      ...(visibleIf && { visibleIf }),
    });
    answers[name] = kind === 'text' ? 'sí' : kind === 'number' ? 7 : kind === 'choice' ? 'a' : true;
  }

  const triggers = [...read].map((index) => {
    const kind = kindOf[index];
    const values: [unknown, unknown] =
      kind === 'number'
        ? [7, 3]
        : kind === 'choice'
          ? ['a', 'b']
          : kind === 'yesNo'
            ? [true, false]
            : ['sí', 'no'];
    return { name: `q${index}`, values };
  });

  return {
    interview: {
      schemaVersion: 1,
      documentId: 'bench',
      name: `Sintética de ${size} preguntas`,
      pages,
    },
    surveyJson: { pages: surveyPages },
    answers,
    triggers,
  };
}
