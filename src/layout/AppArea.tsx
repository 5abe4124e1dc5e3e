import { Spinner } from '@ui/Spinner';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { messages } from '../messages';
import { AppLayout } from './AppLayout';

const OverviewPage = lazy(() => import('../pages/app/OverviewPage'));
const AccountPage = lazy(() => import('../pages/account/AccountPage'));
const OperatorEditPage = lazy(() => import('../pages/account/OperatorEditPage'));
const TutorialsPage = lazy(() => import('../pages/help/TutorialsPage'));
const FaqPage = lazy(() => import('../pages/help/FaqPage'));
const GuidePage = lazy(() => import('../pages/help/GuidePage'));
const CreateDocumentPage = lazy(() => import('../pages/documents/CreateDocumentPage'));
const EditorPage = lazy(() => import('../pages/documents/EditorPage'));
const InterviewPreviewPage = lazy(() => import('../pages/documents/InterviewPreviewPage'));
const AdminPage = lazy(() => import('../pages/admin/AdminPage'));
const ConnectPage = lazy(() => import('../pages/integrations/ConnectPage'));
const VerifyDocumentPage = lazy(() => import('../pages/documents/VerifyDocumentPage'));
const AddinsPage = lazy(() => import('../pages/help/AddinsPage'));

// The signed-in area under /app (nested routes): the guard lives in App.tsx.
export default function AppArea() {
  return (
    <AppLayout>
      <Suspense
        fallback={
          <p className="flex items-center gap-2 p-6 text-muted-foreground" role="status">
            <Spinner /> {messages.common.loading}
          </p>
        }
      >
        <Switch>
          <Route path="/">
            <Redirect to="/users/overview" replace />
          </Route>
          <Route path="/users/overview/:activeModal?" component={OverviewPage} />
          <Route path="/users/create-document/:workspaceId" component={CreateDocumentPage} />
          <Route path="/users/editor/:documentId" component={EditorPage} />
          <Route path="/users/interview/:documentId" component={InterviewPreviewPage} />
          <Route
            path="/account/Cuentas anidadas/editar_cuenta/:accountId"
            component={OperatorEditPage}
          />
          <Route path="/account/:activeTab?" component={AccountPage} />
          <Route path="/users/tutoriales" component={TutorialsPage} />
          <Route path="/users/verificar" component={VerifyDocumentPage} />
          <Route path="/users/FAQ">
            <Redirect to="/users/FAQ/welcome" replace />
          </Route>
          <Route path="/users/FAQ/:section" component={FaqPage} />
          <Route path="/users/guide/:guide" component={GuidePage} />
          <Route path="/complementos" component={AddinsPage} />
          <Route path="/admin/:section?" component={AdminPage} />
          <Route path="/conectar" component={ConnectPage} />
          <Route>
            <Redirect to="~/404" replace />
          </Route>
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
