import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/Tabs';
import { Check } from 'lucide-react';
import { formatUsd } from '../../lib/formatUsd';
import { landingContent } from './landingContent';

export function ExamplesTabs() {
  const { examples } = landingContent;
  return (
    <section aria-labelledby="ejemplos-titulo" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="ejemplos-titulo" className="text-3xl font-bold">
        {examples.title}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{examples.intro}</p>
      <Tabs defaultValue={examples.tabs[0]?.id} className="mt-8">
        <TabsList>
          {examples.tabs.map((tab) => (
            // Each tab shows its price, so every example price is on the page at once.
            <TabsTrigger
              key={tab.id}
              value={tab.id}
              className="grid justify-items-start gap-0.5 px-4 py-2"
            >
              <span>{tab.label}</span>
              <span className="text-base font-bold text-primary">
                {examples.priceLabel(formatUsd(tab.price))}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {examples.tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id} className="rounded-xl border bg-card p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-4">
              <h3 className="text-xl font-semibold">{tab.label}</h3>
              <p className="text-2xl font-bold text-primary">
                {examples.priceLabel(formatUsd(tab.price))}
              </p>
            </div>
            <p className="mt-3 text-muted-foreground">{tab.text}</p>
            <ul className="mt-4 grid gap-2">
              {tab.includes.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check className="size-4 text-success" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
            <a
              href="#desarrollador"
              className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline"
            >
              {examples.cta}
            </a>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
