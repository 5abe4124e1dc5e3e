// The clock of the player benchmark, bundled into each product's page so that all three are timed
// by the same code. "Painted" is the end of the frame that first shows the awaited state: it is
// looked for at every animation frame, and once there, a message posted from that frame's
// callback runs after the frame's style, layout and paint (a task queued behind the rendering
// steps), which is when the time is read.

export interface ProbeTarget {
  // Renders the product into `root` from the data the page was served with.
  mount(root: HTMLElement): void;
  // CSS selector of a question's outermost element, by variable name.
  question(name: string): string;
  // Questions showing an error (for a product whose page the benchmark also checks): their CSS
  // selector, and the variable name of one.
  invalid?: { selector: string; name(element: Element): string };
}

export interface MountFigures {
  // The first painted frame whose questions fill the window: every shown question is in the
  // page down to one that starts below the window's bottom edge (or down to the last one).
  firstScreenMs: number;
  // The first painted frame with every shown question in the page.
  allMs: number;
}

export interface Probe {
  mount(shown: string[]): Promise<MountFigures>;
  armAnswer(dependent: string): void;
  answered(): Promise<number>;
  // The same for a computed value: from the next click to the painted frame showing `text`.
  armText(name: string, text: string): void;
  textShown(): Promise<number>;
  // From the next click to the painted frame in which a question shows an error.
  armErrors(): void;
  errorsShown(): Promise<number>;
  // The questions showing an error, in page order.
  invalid(): string[];
  shown(names: string[]): string[];
  question(name: string): string;
}

declare global {
  interface Window {
    __probe: Probe;
    __DATA__: unknown;
  }
}

export function installProbe(target: ProbeTarget): void {
  let answer: Promise<number> | null = null;
  let text: Promise<number> | null = null;
  let errors: Promise<number> | null = null;
  const invalid = () => {
    if (!target.invalid) throw new Error('this page does not report its errors');
    return target.invalid;
  };
  window.__probe = {
    // From the render call to the painted frame whose shown questions fill the window, and to
    // the painted frame holding the last of them (the three products draw in page order; the
    // benchmark then checks that every one is there). `shown`: the questions shown at start, in
    // page order.
    async mount(shown) {
      const root = document.getElementById('root') as HTMLElement;
      const selectors = shown.map((name) => target.question(name));
      const start = performance.now();
      target.mount(root);
      const [firstScreen, all] = await Promise.all([
        whenPainted(() => fillsWindow(selectors)),
        whenPainted(() => document.querySelector(selectors.at(-1) as string) !== null),
      ]);
      return { firstScreenMs: firstScreen - start, allMs: all - start };
    },
    // From the next click's timestamp (the mouse button released) to the painted frame in
    // which the dependent question is rendered.
    armAnswer(dependent) {
      const selector = target.question(dependent);
      let clickedAt: number | null = null;
      window.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
        },
        { capture: true, once: true },
      );
      answer = whenPainted(() => {
        const element = document.querySelector(selector);
        return clickedAt !== null && element?.checkVisibility() === true;
      }).then((end) => end - (clickedAt as number));
    },
    answered() {
      if (!answer) throw new Error('armAnswer first');
      return answer;
    },
    armText(name, expected) {
      const selector = target.question(name);
      let clickedAt: number | null = null;
      window.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
        },
        { capture: true, once: true },
      );
      text = whenPainted(() => {
        const element = document.querySelector(selector);
        return clickedAt !== null && element?.textContent?.includes(expected) === true;
      }).then((end) => end - (clickedAt as number));
    },
    textShown() {
      if (!text) throw new Error('armText first');
      return text;
    },
    armErrors() {
      const { selector } = invalid();
      let clickedAt: number | null = null;
      window.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
        },
        { capture: true, once: true },
      );
      errors = whenPainted(
        () => clickedAt !== null && document.querySelector(selector) !== null,
      ).then((end) => end - (clickedAt as number));
    },
    errorsShown() {
      if (!errors) throw new Error('armErrors first');
      return errors;
    },
    invalid() {
      const { selector, name } = invalid();
      return [...document.querySelectorAll(selector)].map(name);
    },
    // The given questions that are in the page.
    shown(names) {
      return names.filter((name) => document.querySelector(target.question(name)) !== null);
    },
    question: target.question,
  };
}

// Every question is in the page down to one whose top is below the window's bottom edge.
function fillsWindow(selectors: string[]): boolean {
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) return false;
    if (element.getBoundingClientRect().top >= window.innerHeight) return true;
  }
  return true;
}

function whenPainted(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const frame = () => {
      if (!ready()) {
        requestAnimationFrame(frame);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}
