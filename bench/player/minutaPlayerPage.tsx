import { InterviewPlayer } from '@player/index';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { createRoot } from 'react-dom/client';
import { installProbe } from './pageProbe';

// Minuta's player on the compiled interview the benchmark serves, as the guest page mounts it.
installProbe({
  mount(root) {
    createRoot(root).render(<InterviewPlayer compiled={window.__DATA__ as CompiledInterview} />);
  },
  question: (name) => `[data-field="${name}"]`,
});
