import { getDefaultStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiAtom, createBrowserApi } from './api/apiAtom';
import { signOutLocallyAtom } from './auth/authAtoms';
import { registerServiceWorker } from './registerServiceWorker';
import { applySettings, loadSettings, settingsAtom } from './settings/settingsAtoms';
import './index.css';

const store = getDefaultStore();
store.set(
  apiAtom,
  createBrowserApi(() => store.set(signOutLocallyAtom)),
);
const settings = loadSettings(window.localStorage);
applySettings(settings);
store.set(settingsAtom, settings);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
}
registerServiceWorker();
