import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AnalyticsLoader } from './analytics/AnalyticsLoader';
import { PageViewTracker } from './analytics/PageViewTracker';
import { authStatusAtom, initializeAuthAtom } from './auth/authAtoms';
import { FullScreenLoading } from './layout/FullScreenLoading';
import { Toaster } from './notifications/Toaster';
import { LandingPage } from './pages/landing/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';

const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const PasswordResetPage = lazy(() => import('./pages/auth/PasswordResetPage'));
const PasswordResetRequestPage = lazy(() => import('./pages/auth/PasswordResetRequestPage'));
const ReactivateAccountPage = lazy(() => import('./pages/auth/ReactivateAccountPage'));
const ValidationPage = lazy(() => import('./pages/auth/ValidationPage'));
const PoliciesPage = lazy(() => import('./pages/policies/PoliciesPage'));
const ContactPage = lazy(() => import('./pages/contact/ContactPage'));
const PaymentPage = lazy(() => import('./pages/payment/PaymentPage'));
const QuestionaryPage = lazy(() => import('./pages/guest/QuestionaryPage'));
const ResultPage = lazy(() => import('./pages/guest/ResultPage'));
const AppArea = lazy(() => import('./layout/AppArea'));

// Public routes of spec section 2. `/login` and `/register` send a signed-in user to the sandbox;
// their `-unprotected` twins do not. Unknown paths go to /404.
export function App() {
  const status = useAtomValue(authStatusAtom);
  const initialize = useSetAtom(initializeAuthAtom);
  useEffect(() => {
    void initialize();
  }, [initialize]);

  if (status === 'uninitialized') return <FullScreenLoading />;
  const signedIn = status === 'authenticated';
  return (
    <>
      <PageViewTracker />
      <AnalyticsLoader />
      <Suspense fallback={<FullScreenLoading />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login">
            {signedIn ? <Redirect to="/app/users/overview" replace /> : <LoginPage />}
          </Route>
          <Route path="/login-unprotected" component={LoginPage} />
          <Route path="/register">
            {signedIn ? <Redirect to="/app/users/overview" replace /> : <RegisterPage />}
          </Route>
          <Route path="/register-unprotected" component={RegisterPage} />
          <Route path="/restablecer-contraseña" component={PasswordResetRequestPage} />
          <Route path="/restablecer-contraseña/:resetToken" component={PasswordResetPage} />
          <Route path="/reactivar-cuenta" component={ReactivateAccountPage} />
          <Route path="/validation">
            {signedIn ? <Redirect to="/app/users/overview" replace /> : <ValidationPage />}
          </Route>
          <Route path="/payment" component={PaymentPage} />
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
            {signedIn ? <AppArea /> : <Redirect to="~/login" replace />}
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
