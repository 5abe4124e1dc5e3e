import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/Tabs';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useParams } from 'wouter';
import { userAtom } from '../../auth/authAtoms';
import { accountMessages } from './accountMessages';
import { IntegrationsTab } from './IntegrationsTab';
import { OperatorsTab } from './OperatorsTab';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SubscriptionTab } from './SubscriptionTab';

const tabs = [
  'General',
  'Seguridad',
  'Preferencias',
  'Integraciones',
  'Subscripción',
  'Cuentas anidadas',
] as const;
type Tab = (typeof tabs)[number];

// /app/account/{active_tab?}. Operators manage only their own profile, security, preferences and
// integrations (their tokens act with their own permissions).
export default function AccountPage() {
  const { activeTab } = useParams<{ activeTab?: string }>();
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const creator = user?.accountType === 'creator';
  const available = tabs.filter(
    (tab) => creator || (tab !== 'Subscripción' && tab !== 'Cuentas anidadas'),
  );
  const current = (activeTab ?? 'General') as Tab;
  if (!available.includes(current)) return <Redirect to="/account" replace />;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">{accountMessages.title}</h1>
      <Tabs
        value={current}
        onValueChange={(tab) => navigate(tab === 'General' ? '/account' : `/account/${tab}`)}
      >
        <TabsList>
          {available.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {accountMessages.tabs[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="General">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="Seguridad">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="Preferencias">
          <PreferencesTab />
        </TabsContent>
        <TabsContent value="Integraciones">
          <IntegrationsTab />
        </TabsContent>
        {creator && (
          <>
            <TabsContent value="Subscripción">
              <SubscriptionTab />
            </TabsContent>
            <TabsContent value="Cuentas anidadas">
              <OperatorsTab />
            </TabsContent>
          </>
        )}
      </Tabs>
    </div>
  );
}
