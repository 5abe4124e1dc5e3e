import type { FileProvenance } from '@schemas/api/generation';
import { provenanceMessages as text } from './provenanceMessages';

// Where a generated document came from, as a lawyer reads it: the template and its version, the
// interview version, who generated it, and the answers' fingerprint (never the answers).
export function ProvenanceDetails({
  provenance,
}: {
  provenance: FileProvenance | null | undefined;
}) {
  if (!provenance) return <p className="text-xs text-muted-foreground">{text.noProvenance}</p>;
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground" aria-label={text.details}>
      <li>{text.template(provenance.templateName, provenance.templateVersion)}</li>
      <li>{text.interview(provenance.interviewSource, provenance.interviewVersion)}</li>
      <li>{text.generatedBy(provenance)}</li>
      <li className="font-mono" title={provenance.answersHash}>
        {text.answersHash(provenance.answersHash)}
      </li>
      {provenance.regeneratedFrom && <li className="font-medium">{text.regenerated}</li>}
    </ul>
  );
}
