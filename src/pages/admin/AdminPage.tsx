import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/Tabs';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useParams } from 'wouter';
import { userAtom } from '../../auth/authAtoms';
import { AuditTab } from './AuditTab';
import { adminMessages } from './adminMessages';
import { DocumentsAdminTab } from './DocumentsAdminTab';
import { DonationCodesTab } from './DonationCodesTab';
import { FailedJobsTab } from './FailedJobsTab';
import { FaqAdminTab } from './FaqAdminTab';
import { UsersAdminTab } from './UsersAdminTab';

const sections = ['codigos', 'faq', 'usuarios', 'documentos', 'auditoria', 'trabajos'] as const;

// /app/admin/{section?}: administrators only. Anyone else gets the app's 404 page, as the API
// answers them (the calls behind these tabs do not exist for them).
export default function AdminPage() {
  const user = useAtomValue(userAtom);
  const { section } = useParams<{ section?: string }>();
  const [, navigate] = useLocation();
  if (user?.role !== 'admin') return <Redirect to="~/404" replace />;
  const current = section ?? 'codigos';
  if (!(sections as readonly string[]).includes(current)) return <Redirect to="/admin" replace />;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">{adminMessages.title}</h1>
      <Tabs
        value={current}
        onValueChange={(tab) => navigate(tab === 'codigos' ? '/admin' : `/admin/${tab}`)}
      >
        <TabsList>
          {sections.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {adminMessages.tabs[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="codigos">
          <DonationCodesTab />
        </TabsContent>
        <TabsContent value="faq">
          <FaqAdminTab />
        </TabsContent>
        <TabsContent value="usuarios">
          <UsersAdminTab />
        </TabsContent>
        <TabsContent value="documentos">
          <DocumentsAdminTab />
        </TabsContent>
        <TabsContent value="auditoria">
          <AuditTab />
        </TabsContent>
        <TabsContent value="trabajos">
          <FailedJobsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
