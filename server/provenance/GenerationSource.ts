import type { GeneratedBy } from '../db/provenanceTables';
import type { GenerationCaller } from '../generation/GenerationCaller';

// What a generation is made from, besides its templates: who asked, the validated answers and
// the interview they were validated against. Recorded with the files (provenance).
export interface GenerationSource {
  caller: GenerationCaller;
  answers: Record<string, unknown>;
  interview: {
    source: 'published' | 'draft';
    version: number;
    publishedVersionId: string | null;
  };
  generatedBy: GeneratedBy;
  /** The guest link's response id, the user's id or the API token's id. */
  generatedByRef: string | null;
  /** The generation this one regenerates (same answers, current template and interview). */
  regeneratedFrom?: string;
}

// Who asked, as the files record it: a guest link, or a signed-in user — or the API token that
// authenticated the request in the user's name.
export function generatorOf(
  caller: GenerationCaller,
): Pick<GenerationSource, 'generatedBy' | 'generatedByRef'> {
  if (caller.kind === 'guest') return { generatedBy: 'guest', generatedByRef: caller.guestRef };
  const integration = caller.principal.integration;
  if (integration) return { generatedBy: 'token', generatedByRef: integration.tokenId };
  return { generatedBy: 'user', generatedByRef: caller.principal.userId };
}
