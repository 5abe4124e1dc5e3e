import type { DonationCodeInfoAnswer } from '@schemas/api/donations';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Field } from '@ui/Field';
import { Input } from '@ui/Input';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { paymentMessages } from './paymentMessages';

type Found = DonationCodeInfoAnswer['Message']['value'];

// Redeems a donation code the spec's way: users/searchDonatedAccOff checks it, then
// users/updateDonatedAccOff and users/updateUserProfileOff give the account its plan. Without a
// session (the /payment screen) the registration's payment token goes in the body.
export function DonationCodeForm({
  userId,
  paymentToken,
  onRedeemed,
}: {
  userId: string;
  paymentToken: string | null;
  onRedeemed: (label: string) => void;
}) {
  const api = useAtomValue(apiAtom);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = paymentMessages.donation;
  const auth = paymentToken ? { auth: false } : {};
  const token = paymentToken ? { paymentToken } : {};

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!api || code.trim() === '') return;
    void run(async () => {
      const answer = await api.call(
        'POST users/searchDonatedAccOff',
        { codeDonation: code.trim(), ...token },
        { ...auth },
      );
      setFound(answer.Message.value);
    });
  };

  const redeem = () => {
    if (!api || !found) return;
    void run(async () => {
      await api.call(
        'POST users/updateDonatedAccOff',
        { userId, codeDonation: found.codeDonation, ...token },
        { ...auth },
      );
      const answer = await api.call(
        'POST users/updateUserProfileOff',
        { userId, donatedCode: found.codeDonation, ...token },
        { ...auth },
      );
      onRedeemed(answer.Message.value.plan.label);
    });
  };

  return (
    <section aria-labelledby="donation-title" className="grid gap-3">
      <h2 id="donation-title" className="font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      <form onSubmit={check} className="flex flex-wrap items-end gap-2" noValidate>
        <Field label={texts.code} className="min-w-64 flex-1">
          <Input
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setFound(null);
            }}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" variant="outline" busy={busy && !found}>
          {texts.check}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {found && (
        <Alert tone="success">
          <p>{texts.found(found.label, found.description)}</p>
          <div>
            <Button onClick={redeem} busy={busy}>
              {texts.redeem(found.label)}
            </Button>
          </div>
        </Alert>
      )}
    </section>
  );
}
