import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import QuestionaryPage from './QuestionaryPage';

const ResultPage = lazy(() => import('./ResultPage'));

// The guest's pages on their own: the interview of a share link and its result. They take the
// settings' defaults written on guest.html's <html> (like the embed, they do not follow the
// settings a lawyer saved in this browser).
function GuestApp() {
  return (
    <Switch>
      <Route path="/questionary/:userName/:accessData" component={QuestionaryPage} />
      <Route path="/resultado/:documentId">
        <Suspense>
          <ResultPage />
        </Suspense>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

// Anything else under these paths is the app's 404 page (a page load: it lives in the app).
function NotFound() {
  useEffect(() => window.location.replace('/404'), []);
  return null;
}

// guest.html holds the page's frame drawn at build time (scripts/prerenderPages.mjs), shown until
// this first render replaces it.
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <GuestApp />
    </StrictMode>,
  );
