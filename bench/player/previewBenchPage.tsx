import { PlayerWithDocument } from '@player/index';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { TemplateContent } from '@schemas/template';
import { createRoot } from 'react-dom/client';

// The operator's preview as the bench measures it: the player with the document pane beside it,
// the bench's contract answered, every keystroke rendering the pane again.
const data = (window as unknown as { __DATA__: PreviewBenchData }).__DATA__;
interface PreviewBenchData {
  compiled: CompiledInterview;
  template: TemplateContent;
  answers: Record<string, unknown>;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <PlayerWithDocument
    compiled={data.compiled}
    initialAnswers={data.answers}
    document={{ kind: 'rich', content: data.template }}
    allowShowAll
  />,
);

// Answer → pane painted: from the input event's timestamp to the end of the painted frame in
// which the pane's passage written from `path` reads `expected` (found at an animation frame; a
// message posted from it is handled after that frame's paint).
(window as unknown as Record<string, unknown>).__measurePreview = (
  path: string,
  expected: string,
): Promise<number> =>
  new Promise((resolve) => {
    const input = document.querySelector<HTMLInputElement>(`[data-field="${path}"] input`);
    if (!input) throw new Error(`no field ${path}`);
    let start = 0;
    input.addEventListener('input', (event) => (start = event.timeStamp), { once: true });
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now() - start);
    const look = () => {
      const written = document.querySelector(`[data-document-pane] [data-source="${path}"]`);
      if (start > 0 && written?.textContent?.toLowerCase().includes(expected.toLowerCase()))
        channel.port2.postMessage(null);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
