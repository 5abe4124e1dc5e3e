/// <reference types="office-js" />
import '../pane/pane.css';
import { createRoot } from 'react-dom/client';
import { PaneApp } from '../pane/PaneApp';
import { paneMessages } from '../pane/paneMessages';
import { createWordHost } from './createWordHost';
import { createWordTransport } from './createWordTransport';

// The Word task pane: starts once Office.js says the document is ready.
Office.onReady(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <PaneApp
      host={createWordHost()}
      transport={createWordTransport()}
      client={paneMessages.clients.word}
    />,
  );
});
