import { useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AnalyticsLoader } from './analytics/AnalyticsLoader';
import { PageViewTracker } from './analytics/PageViewTracker';
import { rememberAfterSignIn } from './auth/afterSignIn';
import { initializeAuthAtom } from './auth/authAtoms';
import { useSessionStatus } from './auth/useSessionStatus';
import { FullScreenLoading } from './layout/FullScreenLoading';
import { Toaster } from './notifications/Toaster';
import { NotFoundPage } from './pages/NotFoundPage';

const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const PasswordResetPage = lazy(() => import('./pages/auth/PasswordResetPage'));
const SignInLinkPage = lazy(() => import('./pages/auth/SignInLinkPage'));
const PasswordResetRequestPage = lazy(() => import('./pages/auth/PasswordResetRequestPage'));
const ReactivateAccountPage = lazy(() => import('./pages/auth/ReactivateAccountPage'));
const ValidationPage = lazy(() => import('./pages/auth/ValidationPage'));
const PoliciesPage = lazy(() => import('./pages/policies/PoliciesPage'));
const ContactPage = lazy(() => import('./pages/contact/ContactPage'));
const PaymentPage = lazy(() => import('./pages/payment/PaymentPage'));
const QuestionaryPage = lazy(() => import('./pages/guest/QuestionaryPage'));
const ResultPage = lazy(() => import('./pages/guest/ResultPage'));
const AppArea = lazy(() => import('./layout/AppArea'));

// Public routes. `/login` and `/register` send a signed-in user to the sandbox;
// their `-unprotected` twins do not. Unknown paths go to /404. The public pages are prerendered to
// HTML at build time and hydrated (src/prerender/): they are drawn at once, before the session is
// known, and App itself never redraws on the session (a redraw before a lazy page has hydrated
// would throw the prerendered HTML away). The pages that need the session wait for it.
export function App() {
  const initialize = useSetAtom(initializeAuthAtom);
  useEffect(() => {
    void initialize();
  }, [initialize]);

  return (
    <>
      <PageViewTracker />
      <AnalyticsLoader />
      <Suspense fallback={<FullScreenLoading />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login">
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          </Route>
          <Route path="/login-unprotected" component={LoginPage} />
          <Route path="/register">
            <SignedOutOnly>
              <RegisterPage />
            </SignedOutOnly>
          </Route>
          <Route path="/register-unprotected" component={RegisterPage} />
          <Route path="/restablecer-contraseña" component={PasswordResetRequestPage} />
          <Route path="/restablecer-contraseña/:resetToken">
            <AfterSession>
              <PasswordResetPage />
            </AfterSession>
          </Route>
          <Route path="/acceso/:token">
            <AfterSession>
              <SignInLinkPage />
            </AfterSession>
          </Route>
          <Route path="/reactivar-cuenta" component={ReactivateAccountPage} />
          <Route path="/validation">
            <AfterSession>
              <SignedOutOnly>
                <ValidationPage />
              </SignedOutOnly>
            </AfterSession>
          </Route>
          <Route path="/payment">
            <AfterSession>
              <PaymentPage />
            </AfterSession>
          </Route>
          <Route path="/questionary/:userName/:accessData" component={QuestionaryPage} />
          <Route path="/resultado/:documentId" component={ResultPage} />
          <Route path="/policies">
            <Redirect to="/policies/terms" replace />
          </Route>
          <Route path="/policies/:policy" component={PoliciesPage} />
          <Route path="/contacto">
            <Redirect to="/contacto/nosotros" replace />
          </Route>
          <Route path="/contacto/:section" component={ContactPage} />
          <Route path="/app" nest>
            <AfterSession>
              <SignedInOnly>
                <AppArea />
              </SignedInOnly>
            </AfterSession>
          </Route>
          <Route path="/404" component={NotFoundPage} />
          <Route>
            <Redirect to="/404" replace />
          </Route>
        </Switch>
      </Suspense>
      <Toaster />
    </>
  );
}

// Drawn once the session is known (the loading screen until then).
function AfterSession({ children }: { children: ReactNode }) {
  return useSessionStatus() === 'uninitialized' ? <FullScreenLoading /> : children;
}

function SignedOutOnly({ children }: { children: ReactNode }) {
  return useSessionStatus() === 'authenticated' ? (
    <Redirect to="/app/users/overview" replace />
  ) : (
    children
  );
}

function SignedInOnly({ children }: { children: ReactNode }) {
  const authenticated = useSessionStatus() === 'authenticated';
  if (!authenticated) {
    rememberAfterSignIn(`${window.location.pathname}${window.location.search}`);
  }
  return authenticated ? children : <Redirect to="~/login" replace />;
}
