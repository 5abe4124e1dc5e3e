import { useAtomValue } from 'jotai';
import { userAtom } from '../../auth/authAtoms';

export default function OverviewPage() {
  const user = useAtomValue(userAtom);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">Hola, {user?.firstName}</h1>
    </div>
  );
}
