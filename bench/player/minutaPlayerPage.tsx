import { InterviewPlayer } from '@player/index';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { createRoot } from 'react-dom/client';
import { installProbe } from './pageProbe';

// Minuta's player on the compiled interview the benchmark serves, as the guest page mounts it.
// The same page serves the variant "Minuta with validator-ajv8" (bench/player/validatorAjv8Variant.ts
// swaps the player's validation when bundling it).
installProbe({
  mount(root) {
    createRoot(root).render(<InterviewPlayer compiled={window.__DATA__ as CompiledInterview} />);
  },
  question: (name) => `[data-field="${name}"]`,
  // A question with an error carries `data-invalid` (player/form/templates.tsx).
  invalid: {
    selector: '[data-field][data-invalid]',
    name: (element) => (element as HTMLElement).dataset.field ?? '',
  },
});
