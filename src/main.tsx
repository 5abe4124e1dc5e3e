import { builderApiAtom } from '@builder/index';
import { getDefaultStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { apiAtom, createBrowserApi } from './api/apiAtom';
import { signOutLocallyAtom } from './auth/authAtoms';
import { registerServiceWorker } from './registerServiceWorker';
import { applySettings, loadSettings, settingsAtom } from './settings/settingsAtoms';
import './index.css';

const store = getDefaultStore();
const api = createBrowserApi(() => store.set(signOutLocallyAtom));
store.set(apiAtom, api);
// The builder reaches the API through its own atom (it does not import the app shell).
store.set(builderApiAtom, { call: api.call });
const settings = loadSettings(window.localStorage);
applySettings(settings);
store.set(settingsAtom, settings);

const root = document.getElementById('root');
const app = (
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>
);
// A public page comes prerendered (scripts/prerenderPages.mjs): it is hydrated, not drawn again.
if (root?.hasChildNodes()) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);
registerServiceWorker();
