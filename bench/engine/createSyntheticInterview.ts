import type { Interview, InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import type { Statement } from '@schemas/statement';

// A synthetic interview of `size` questions, 20 per page, about 30% of them conditional on an
// earlier answer (equality, numeric comparison, or an and/or of both), built twice from the same
// seeded choices: as Minuta's authoring model and as the equivalent SurveyJS JSON. `variant` sets
// the text and number limits, so that interviews of different variants share no schema fragment
// (and no cached validator): each one is new to the engine.
//
// With `computations`, in every ten questions one is a repeating list (three rows of an amount
// and a date), one a date, and one a calculation (10%): the sum of the list's amounts plus a
// number, the date twelve months later, or the rows whose amount exceeds 5; conditions read
// calculations as they read answers. SurveyJS: a dynamic panel and an expression question
// (sumInArray, dateAdd, countInArray).

type Kind = 'text' | 'number' | 'choice' | 'yesNo' | 'date' | 'list' | 'sum' | 'later' | 'count';
const kinds: Kind[] = ['text', 'number', 'choice', 'yesNo'];
const calculationKinds: Kind[] = ['sum', 'later', 'count'];

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

export function createSyntheticInterview(
  size: number,
  seed = 42,
  variant = 0,
  computations = false,
): SyntheticInterview {
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
      case 'date':
      case 'later':
        return {
          statement: { type: 'isNotEmpty', variable: name },
          expression: `{${name}} notempty`,
        };
      case 'list':
        return {
          statement: { type: 'isNotEmpty', variable: name },
          expression: `{${name}} notempty`,
        };
      case 'number':
      case 'sum':
      case 'count':
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
    let kind = kinds[Math.floor(random() * kinds.length)] as Kind;
    if (computations && i % 10 === 4) kind = 'list';
    else if (computations && i % 10 === 6) kind = 'date';
    else if (computations && i % 10 === 9)
      kind = calculationKinds[Math.floor(i / 10) % calculationKinds.length] as Kind;
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
    const listName = `q${i - 5}`;
    const dateName = `q${i - 3}`;
    const numberIndex = kindOf.lastIndexOf('number');
    const numberRead = numberIndex === -1 ? 0 : { var: `q${numberIndex}` };
    const numberExpression = numberIndex === -1 ? '0' : `{q${numberIndex}}`;
    const common = {
      simbol: '',
      title: `Pregunta ${i + 1}`,
      value: [],
      variable: [name],
      expand: false,
      conditional: statement !== null,
      required: i % 3 === 0,
      statement,
    };
    let element: InterviewElement;
    let surveyElement: Record<string, unknown>;
    switch (kind) {
      case 'sum':
      case 'later':
      case 'count': {
        const formula =
          kind === 'sum'
            ? { '+': [{ sum: [{ var: `${listName}.monto` }] }, numberRead] }
            : kind === 'later'
              ? { addMonths: [{ var: dateName }, 12] }
              : { count: [{ var: listName }, { '>': [{ var: `${listName}.monto` }, 5] }] };
        element = {
          id: `e${i}`,
          pageId: page.id,
          name: 'calculation',
          ...common,
          conditional: false,
          statement: null,
          required: false,
          items: [],
          calculation: { type: kind === 'later' ? 'date' : 'number', formula, show: false },
        };
        surveyElement = {
          type: 'expression',
          name,
          title: `Pregunta ${i + 1}`,
          expression:
            kind === 'sum'
              ? `sumInArray({${listName}}, 'monto') + ${numberExpression}`
              : kind === 'later'
                ? `dateAdd({${dateName}}, 12, 'months')`
                : `countInArray({${listName}}, 'monto', '{monto} > 5')`,
        };
        break;
      }
      case 'list':
        element = {
          id: `e${i}`,
          pageId: page.id,
          name: 'repeatingList',
          ...common,
          items: [
            listField(`e${i}`, 'number', 'monto', { maximum: 1_000_000 + variant }),
            listField(`e${i}`, 'date', 'fecha', {}),
          ],
          validation: { maxItems: 100 + variant },
        };
        surveyElement = {
          type: 'paneldynamic',
          name,
          title: `Pregunta ${i + 1}`,
          maxPanelCount: 100 + variant,
          templateElements: [
            { type: 'text', inputType: 'number', name: 'monto', max: 1_000_000 + variant },
            { type: 'text', inputType: 'date', name: 'fecha' },
          ],
          ...(i % 3 === 0 && { isRequired: true }),
          ...(visibleIf && { visibleIf }),
        };
        break;
      default:
        element = {
          id: `e${i}`,
          pageId: page.id,
          name:
            kind === 'text'
              ? 'shortText'
              : kind === 'number'
                ? 'number'
                : kind === 'choice'
                  ? 'singleChoice'
                  : kind === 'date'
                    ? 'date'
                    : 'yesNo',
          ...common,
          items,
          ...(kind === 'text' && { validation: { maxLength: 400 + variant } }),
          ...(kind === 'number' && { validation: { maximum: 1_000_000 + variant } }),
        };
        surveyElement = {
          type:
            kind === 'text' || kind === 'number' || kind === 'date'
              ? 'text'
              : kind === 'choice'
                ? 'radiogroup'
                : 'boolean',
          name,
          title: `Pregunta ${i + 1}`,
          ...(kind === 'number' && { inputType: 'number', max: 1_000_000 + variant }),
          ...(kind === 'date' && { inputType: 'date' }),
          ...(kind === 'text' && { maxLength: 400 + variant }),
          ...(kind === 'choice' && { choices: ['a', 'b', 'c'] }),
          ...(i % 3 === 0 && { isRequired: true }),
          ...(visibleIf && { visibleIf }),
        };
    }
    page.elements.push(element);
    (surveyPages.at(-1) as (typeof surveyPages)[number]).elements.push(surveyElement);
    const answer = answerOf(kind);
    if (answer !== undefined) answers[name] = answer;
  }

  // Answers that conditions or calculations read (calculations themselves are not answered: the
  // answers they read are the triggers).
  const readByCalculations = computations
    ? kindOf.flatMap((kind, index) => (kind === 'list' || kind === 'date' ? [index] : []))
    : [];
  const triggers = [...read, ...readByCalculations]
    .filter((index) => !calculationKinds.includes(kindOf[index] as Kind))
    .map((index) => {
      const kind = kindOf[index];
      const values: [unknown, unknown] =
        kind === 'number'
          ? [7, 3]
          : kind === 'choice'
            ? ['a', 'b']
            : kind === 'yesNo'
              ? [true, false]
              : kind === 'date'
                ? ['2020-05-17', '2021-01-31']
                : kind === 'list'
                  ? [listRows(3), listRows(1)]
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

function answerOf(kind: Kind): unknown {
  switch (kind) {
    case 'text':
      return 'sí';
    case 'number':
      return 7;
    case 'choice':
      return 'a';
    case 'yesNo':
      return true;
    case 'date':
      return '2020-05-17';
    case 'list':
      return listRows(3);
    default:
      return undefined;
  }
}

function listRows(count: number): Array<{ monto: number; fecha: string }> {
  return Array.from({ length: count }, (_, row) => ({ monto: 4 + row * 2, fecha: '2021-03-01' }));
}

function listField(
  elementId: string,
  type: 'number' | 'date',
  name: string,
  validation: InterviewItem['validation'],
): InterviewItem {
  return {
    id: `${elementId}-${name}`,
    elementId,
    parentItemId: null,
    name: type,
    simbol: '',
    title: name,
    value: [],
    variable: [name],
    expand: false,
    conditional: false,
    required: false,
    statement: null,
    items: [],
    ...(validation && Object.keys(validation).length > 0 && { validation }),
  };
}
