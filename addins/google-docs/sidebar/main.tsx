import '../../pane/pane.css';
import { createRoot } from 'react-dom/client';
import { PaneApp } from '../../pane/PaneApp';
import { createGoogleHost } from './createGoogleHost';
import { createGoogleTransport } from './createGoogleTransport';

// The Google Docs sidebar: the same task pane, over google.script.run.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PaneApp host={createGoogleHost()} transport={createGoogleTransport()} client="google-docs" />,
  );
}
