import '../../pane/pane.css';
import { createRoot } from 'react-dom/client';
import { PaneApp } from '../../pane/PaneApp';
import { paneMessages } from '../../pane/paneMessages';
import { createGoogleHost } from './createGoogleHost';
import { createGoogleTransport } from './createGoogleTransport';

// The Google Docs sidebar: the same task pane, over google.script.run.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PaneApp
      host={createGoogleHost()}
      transport={createGoogleTransport()}
      client={paneMessages.clients.googleDocs}
    />,
  );
}
