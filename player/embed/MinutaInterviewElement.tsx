import { Alert } from '@ui/Alert';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { GuestInterview } from '../guest/GuestInterview';
import { GuestResult } from '../guest/GuestResult';
import { createGuestApi, localResponseTokenStore } from '../guest/guestApi';
import css from './embed.css?inline';
import { embedMessages } from './embedMessages';
import { parseLink } from './parseLink';

// <minuta-interview link="https://…/questionary/{userName}/{accessData}">: a firm's interview
// inside its own website. It renders in a shadow root (no style leaks either way), talks to the
// link's API with the guest token only (CORS allows the sites the lawyer listed for the link),
// inherits the host page's font, is themed with --minuta-* CSS variables, and announces a sent
// interview with a `minuta-submitted` event ({documentId}).

// Tailwind registers some of its variables with @property, which has no effect inside a shadow
// root; registered once in the host document, they only declare --tw-* variables (no styles).
let propertiesRegistered = false;
function registerProperties() {
  if (propertiesRegistered) return;
  propertiesRegistered = true;
  const rules = css.match(/@property\s+--tw-[\w-]+\s*\{[^}]*\}/g);
  if (!rules) return;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetOf(rules.join('\n'))];
}

// Styles go in constructable stylesheets, never <style> elements: a firm's site (like ours) may
// forbid inline styles with its Content-Security-Policy, which does not restrict the CSSOM.
let shadowSheet: CSSStyleSheet | null = null;
function sheetOf(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}

function EmbedApp({ link, host }: { link: string | null; host: HTMLElement }) {
  const parsed = useMemo(() => parseLink(link), [link]);
  const api = useMemo(
    () => (parsed ? createGuestApi(parsed, localResponseTokenStore(parsed.accessData)) : null),
    [parsed],
  );
  const [sent, setSent] = useState<string | null>(null);
  if (!parsed || !api) return <Alert tone="error">{embedMessages.badLink}</Alert>;
  if (sent)
    return (
      <div className="mx-auto w-full max-w-3xl">
        <GuestResult api={api} documentId={sent} />
      </div>
    );
  return (
    <GuestInterview
      api={api}
      backupKey={`minuta:borrador:${parsed.accessData.slice(0, 16)}`}
      onSubmitted={(documentId) => {
        setSent(documentId);
        host.dispatchEvent(
          new CustomEvent('minuta-submitted', {
            bubbles: true,
            composed: true,
            detail: { documentId },
          }),
        );
        host.scrollIntoView({ block: 'start', behavior: 'smooth' });
      }}
    />
  );
}

export class MinutaInterviewElement extends HTMLElement {
  static observedAttributes = ['link'];
  private root: Root | null = null;

  connectedCallback() {
    registerProperties();
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.root) {
      shadowSheet ??= sheetOf(css);
      shadow.adoptedStyleSheets = [shadowSheet];
      const mount = document.createElement('div');
      mount.className = 'minuta-root';
      shadow.replaceChildren(mount);
      this.root = createRoot(mount);
    }
    this.render();
  }

  attributeChangedCallback() {
    if (this.root) this.render();
  }

  disconnectedCallback() {
    // Unmounted after the current task, so moving the element in the page does not lose it.
    queueMicrotask(() => {
      if (!this.isConnected && this.root) {
        this.root.unmount();
        this.root = null;
      }
    });
  }

  private render() {
    const link = this.getAttribute('link');
    this.root?.render(
      <StrictMode>
        <EmbedApp key={link ?? ''} link={link} host={this} />
      </StrictMode>,
    );
  }
}
