import type { Plan } from '@schemas/api/plans';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { cn } from '@ui/cn';
import { Spinner } from '@ui/Spinner';
import { Check } from 'lucide-react';
import { useLocation } from 'wouter';
import { useApiQuery } from '../../api/useApiQuery';
import { formatUsd } from '../../lib/formatUsd';
import { messages } from '../../messages';
import { landingContent } from './landingContent';
import { savePlanSelected } from './planSelection';

// Plans come from users/getAllPlans, in the spec's order; Corporativo is highlighted.
export function PricingSection() {
  const { data, error, loading } = useApiQuery('GET users/getAllPlans', { auth: false });
  const [, navigate] = useLocation();
  const { pricing } = landingContent;
  const plans = [...(data?.plans ?? [])].sort((a, b) => a.order - b.order);

  const choose = (plan: Plan) => {
    savePlanSelected(plan.namePlan);
    navigate(
      plan.price === null && plan.namePlan === 'premium' ? '/contacto/nosotros' : '/register',
    );
  };

  return (
    <section
      id="precios"
      aria-labelledby="precios-titulo"
      className="scroll-mt-20 bg-muted/40 py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="precios-titulo" className="text-3xl font-bold">
          {pricing.title}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{pricing.intro}</p>
        {loading && (
          <p className="mt-8 flex items-center gap-2 text-muted-foreground">
            <Spinner /> {messages.common.loading}
          </p>
        )}
        {error && (
          <Alert tone="error" className="mt-8">
            {pricing.unavailable}
          </Alert>
        )}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => (
            <li
              key={plan.namePlan}
              className={cn(
                'relative flex flex-col rounded-xl border bg-card p-6 shadow-sm',
                plan.highlighted && 'border-2 border-primary shadow-lg',
              )}
              aria-label={plan.label}
            >
              {plan.highlighted && (
                <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                  {pricing.highlighted}
                </span>
              )}
              <h3 className="text-xl font-semibold">{plan.label}</h3>
              <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-4 text-3xl font-bold">
                {plan.price === null ? (
                  pricing.contactUs
                ) : plan.price === 0 ? (
                  pricing.free
                ) : (
                  <>
                    {formatUsd(plan.price)}
                    <span className="text-base font-normal text-muted-foreground">
                      {' '}
                      {pricing.perMonth}
                    </span>
                  </>
                )}
              </p>
              <ul className="mt-6 grid flex-1 content-start gap-2 text-sm">
                {[
                  pricing.documents(plan.documents),
                  pricing.creators(plan.creatorAccounts),
                  pricing.operators(plan.operatorAccounts),
                  pricing.emails(plan.emailsPerMonth),
                  pricing.storage(plan.storageGb),
                  ...pricing.allPlans,
                ].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-6"
                variant={plan.highlighted ? 'default' : 'outline'}
                onClick={() => choose(plan)}
              >
                {plan.price === null ? pricing.contactUs : pricing.choose(plan.label)}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
