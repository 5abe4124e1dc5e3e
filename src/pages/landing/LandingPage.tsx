import {
  BookOpenCheck,
  FileSignature,
  Files,
  Landmark,
  Link2,
  Mail,
  MessagesSquare,
  PenTool,
  Scale,
  Users,
  Wand2,
  Workflow,
} from 'lucide-react';
import { PublicLayout } from '../../layout/PublicLayout';
import { messages } from '../../messages';
import { DeveloperRequestForm } from '../contact/DeveloperRequestForm';
import { ExamplesTabs } from './ExamplesTabs';
import { HeroCarousel } from './HeroCarousel';
import { HeroIllustration } from './HeroIllustration';
import { landingContent } from './landingContent';
import { PricingSection } from './PricingSection';

const exploreIcons = [FileSignature, PenTool, Landmark, Users, Scale, Mail];
const toolIcons = [Workflow, Wand2, BookOpenCheck, Link2, Users, Files];

export default function LandingPage() {
  const { explore, tools, stats, developer } = landingContent;
  return (
    <PublicLayout onLanding>
      <div id="home" className="scroll-mt-20 bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-14">
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
            <HeroCarousel />
            <HeroIllustration />
          </div>
          <dl className="mt-12 grid gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.value} className="rounded-xl border bg-card p-5">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-muted-foreground">{messages.common.notLegalAdvice}</p>
        </div>
      </div>

      <section
        id="explora"
        aria-labelledby="explora-titulo"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
      >
        <h2 id="explora-titulo" className="text-3xl font-bold">
          {explore.title}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{explore.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {explore.items.map((item, index) => {
            const Icon = exploreIcons[index] ?? FileSignature;
            return (
              <li key={item.title} className="rounded-xl border bg-card p-5">
                <Icon className="size-6 text-accent" aria-hidden />
                <h3 className="mt-3 font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        id="herramientas"
        aria-labelledby="herramientas-titulo"
        className="scroll-mt-20 bg-primary py-16 text-primary-foreground"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="herramientas-titulo" className="text-3xl font-bold">
            {tools.title}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.items.map((item, index) => {
              const Icon = toolIcons[index] ?? MessagesSquare;
              return (
                <li key={item.title} className="rounded-xl bg-white/10 p-5">
                  <Icon className="size-6" aria-hidden />
                  <h3 className="mt-3 font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm opacity-90">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <ExamplesTabs />
      <PricingSection />

      <section
        id="desarrollador"
        aria-labelledby="desarrollador-titulo"
        className="mx-auto max-w-4xl scroll-mt-20 px-4 py-16"
      >
        <h2 id="desarrollador-titulo" className="text-3xl font-bold">
          {developer.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{developer.intro}</p>
        <div className="mt-8 rounded-xl border bg-card p-6">
          <DeveloperRequestForm />
        </div>
      </section>
    </PublicLayout>
  );
}
