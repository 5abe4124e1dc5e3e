import { parseWordTag } from '@engine/word/parseWordTag';
import { resolveTagPath } from '@engine/word/resolveTagPath';
import type {
  WordPlaceholder,
  WordTemplateCheckAnswer,
  WordTemplateProblem,
} from '@schemas/api/generation';
import type { CompiledVariable } from '@schemas/compiledInterview';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import type { Ports } from '../../ports/Ports';
import { analyzeWordTemplate } from './analyzeWordTemplate';
import { checkDocxUpload } from './checkDocxUpload';
import { checkPlaceholders, framesOf, writtenTag } from './checkPlaceholders';
import { findDocumentVariables } from './findDocumentVariables';
import type { WordTemplateUpload } from './readWordTemplateUpload';
import { unusedQuestionMessage } from './wordTemplateMessages';

// storage/checkWordTemplate: the upload gate run on a draft without storing anything (the
// add-ins' «Revisar»). Same reading, clean-up and compilation as an upload (a file the gate
// refuses outright answers the same 4xx), then every problem at once, each with the passage of
// the document it concerns so the add-in can select it: the errors that would refuse the upload,
// the warnings an accepted template would carry, and the questions the template never uses.
export async function checkWordTemplateDraft(
  ports: Ports,
  principal: Principal,
  documentId: string,
  readUpload: () => Promise<WordTemplateUpload>,
): Promise<WordTemplateCheckAnswer> {
  const variables = await findDocumentVariables(ports.db, principal.accountId, documentId);
  if (variables === undefined) throw documentErrors.notFound();
  const upload = await readUpload();
  const analysis = analyzeWordTemplate(checkDocxUpload(upload.bytes).bytes);
  // Each placeholder with its appearance number among those written the same way: what the
  // add-in counts to select the right one when a passage appears more than once.
  const seen = new Map<string, number>();
  const written = analysis.placeholders.map((placeholder) => {
    const tag = writtenTag(placeholder);
    const occurrence = seen.get(tag) ?? 0;
    seen.set(tag, occurrence + 1);
    return { placeholder, tag, occurrence };
  });
  const problems: WordTemplateProblem[] = analysis.errors.map((message) => {
    const passage = passageOf(message);
    // An error is located by its paragraph: the placeholder written there is the one it means.
    const at = written.find(
      ({ placeholder, tag }) =>
        tag === passage &&
        placeholder.location !== undefined &&
        message.startsWith(`${placeholder.location}:`),
    );
    return { severity: 'error', message, passage, occurrence: at?.occurrence ?? 0 };
  });
  for (const { placeholder, tag, occurrence } of written) {
    if (!variables) continue;
    for (const message of checkPlaceholders([placeholder], variables)) {
      problems.push({ severity: 'warning', message, passage: tag, occurrence });
    }
  }
  if (variables) {
    const used = usedPaths(analysis.placeholders, variables);
    for (const variable of variables.values()) {
      if (isWritable(variable) && !used.has(variable.path)) {
        problems.push({
          severity: 'warning',
          message: unusedQuestionMessage(variable.label, variable.path),
          passage: null,
          occurrence: 0,
        });
      }
    }
  }
  return { accepted: analysis.errors.length === 0, problems };
}

// A syntax error names the placeholder it is about: `{…}` as written, or the text in «…».
function passageOf(message: string): string | null {
  const body = message.replace(/^[^:]*\)\s*:\s*/, '');
  return /\{[^{}«»]*\}/.exec(body)?.[0] ?? /«([^»]+)»/.exec(body)?.[1] ?? null;
}

// Groups are written through their fields; a list field counts as used when its list is.
function isWritable(variable: CompiledVariable): boolean {
  return variable.type !== 'group' && !variable.computed;
}

function usedPaths(
  placeholders: readonly WordPlaceholder[],
  variables: ReadonlyMap<string, CompiledVariable>,
): Set<string> {
  const used = new Set<string>();
  for (const placeholder of placeholders) {
    if (placeholder.module === 'raw') continue;
    const frames = framesOf(placeholder.sections, variables);
    const tag = parseWordTag(placeholder.text, placeholder.module === 'loop');
    const paths =
      tag.kind === 'value' || tag.kind === 'section'
        ? [tag.path]
        : tag.kind === 'condition'
          ? tag.paths
          : tag.kind === 'agreement'
            ? [tag.gender, ...(tag.count ? [tag.count] : [])]
            : [];
    for (const path of paths) {
      const resolved = resolveTagPath(variables, path, frames);
      if (resolved) used.add(resolved.variable.path);
    }
  }
  return used;
}
