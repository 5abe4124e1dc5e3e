import { formatDateAs } from '@engine/index';
import type { GeneratedFile } from '@schemas/api/generation';
import { buttonVariants } from '@ui/Button';
import { Download, FileText, Package } from 'lucide-react';
import { ProvenanceDetails } from './ProvenanceDetails';
import { provenanceMessages as provenanceText } from './provenanceMessages';
import { RegenerateDialog } from './RegenerateDialog';
import { templateEditorMessages } from './templateEditorMessages';

const text = templateEditorMessages.generation;

// Generated documents with their short-lived download links (the server's RFC 6266 file name
// names the download).
// Each Word file with provenance offers "Regenerar con la plantilla actual" when the list can
// refresh after it (onRegenerated).
export function GeneratedFilesList({
  files,
  onRegenerated,
}: {
  files: readonly GeneratedFile[];
  onRegenerated?: () => void;
}) {
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{text.none}</p>;
  return (
    <ul className="grid gap-2" aria-label={text.title}>
      {files.map((file) => {
        const format = file.format.toUpperCase();
        return (
          <li key={file.id} className="flex flex-wrap items-center gap-2 rounded-md border p-2">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="grid min-w-[16rem] flex-1">
              <span className="truncate text-sm font-medium">{file.name}</span>
              <span className="text-xs text-muted-foreground">
                {format} · {formatKilobytes(file.size)} ·{' '}
                {text.created(formatDateTime(file.createdAt))}
              </span>
              {file.provenance && <ProvenanceDetails provenance={file.provenance} />}
            </span>
            <a
              href={file.url}
              download={file.name}
              rel="noreferrer"
              className={buttonVariants({ size: 'sm', variant: 'outline' })}
            >
              <Download className="size-4" aria-hidden /> {text.download(format)}
            </a>
            {file.bundleUrl && file.setPosition === 1 && (
              <a
                href={file.bundleUrl}
                rel="noreferrer"
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
              >
                <Package className="size-4" aria-hidden />{' '}
                {file.format === 'pdf' ? provenanceText.bundlePdf : provenanceText.bundleZip}
              </a>
            )}
            {onRegenerated && file.provenance && file.format === 'docx' && (
              <RegenerateDialog file={file} onRegenerated={onRegenerated} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const formatKilobytes = (bytes: number) =>
  templateEditorMessages.word.size(Math.max(1, Math.round(bytes / 1024)));

export const formatDateTime = (timestamp: string) => formatDateAs('mediumDateTime', timestamp);
