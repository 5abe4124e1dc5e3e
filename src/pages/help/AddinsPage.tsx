import { buttonVariants } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Download } from 'lucide-react';
import { addinsContent as text } from './addinsContent';

const manifestPath = '/addins/word/manifest.xml';

// /app/complementos: installing the Word add-in (sideloading on the web, Windows and Mac, and
// Microsoft 365 centralized deployment) and the Google Docs add-on, and connecting them. The
// manifest downloads from here, with this server's address already in it.
export default function AddinsPage() {
  const manifestUrl = `${window.location.origin}${manifestPath}`;
  return (
    <div className="grid max-w-4xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">{text.title}</h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{text.connect.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Steps steps={text.connect.steps} />
        </CardContent>
      </Card>
      <section className="grid gap-4" aria-labelledby="complemento-word">
        <h2 id="complemento-word" className="text-xl font-semibold">
          {text.word.title}
        </h2>
        <p>{text.word.description}</p>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={`${manifestPath}?descargar`}
            download="minuta-word-manifest.xml"
            className={buttonVariants()}
          >
            <Download aria-hidden /> {text.word.download}
          </a>
        </div>
        <p className="grid gap-1 text-sm">
          <span className="font-medium">{text.word.manifestUrl}</span>
          <code className="break-all rounded bg-muted px-2 py-1">{manifestUrl}</code>
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          {[text.word.web, text.word.windows, text.word.mac, text.word.admin].map((part) => (
            <Card key={part.title}>
              <CardHeader>
                <CardTitle className="text-base">{part.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <Steps steps={part.steps} />
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <section className="grid gap-4" aria-labelledby="complemento-google">
        <h2 id="complemento-google" className="text-xl font-semibold">
          {text.google.title}
        </h2>
        <p>{text.google.description}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {[text.google.use, text.google.admin].map((part) => (
            <Card key={part.title}>
              <CardHeader>
                <CardTitle className="text-base">{part.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <Steps steps={part.steps} />
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{text.privacy.title}</CardTitle>
          <CardDescription>{text.privacy.text}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm">
          <a className="text-primary hover:underline" href="/policies/privacy-addin">
            {text.privacy.word}
          </a>
          <a className="text-primary hover:underline" href="/policies/privacy-addon">
            {text.privacy.google}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="grid list-decimal gap-1 ps-5 text-sm">
      {steps.map((step) => (
        <li key={step} className="break-words">
          {step}
        </li>
      ))}
    </ol>
  );
}
