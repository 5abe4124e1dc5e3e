// The shape of long-form Spanish content (guides, tutorials, policies), rendered by
// ContentArticle.
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  // Optional bullet or numbered list after the paragraphs.
  list?: { ordered: boolean; items: string[] };
  // Optional closing note (a tip or a warning).
  note?: string;
}

export interface ContentDocument {
  title: string;
  // One or two sentences under the title.
  summary: string;
  sections: ContentSection[];
}

export interface Guide extends ContentDocument {
  // The URL segment of /app/users/guide/{slug}.
  slug:
    | 'session'
    | 'update-data'
    | 'op-accounts'
    | 'sandbox'
    | 'documents'
    | 'blocks'
    | 'templates'
    | 'interview'
    | 'contact';
  // The label in the side menu (short).
  menuLabel: string;
}

export interface Policy extends ContentDocument {
  slug: 'terms' | 'privacy' | 'privacy-addin' | 'privacy-addon';
  // ISO date of the last update.
  updated: string;
}

export interface Tutorial {
  title: string;
  // What the lawyer will be able to do after it.
  goal: string;
  minutes: number;
  steps: string[];
  // Where in the app it happens (a path under /app or a guide slug).
  link: { label: string; href: string };
}
