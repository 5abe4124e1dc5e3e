// The clock of the player benchmark, bundled into each product's page so that all three are timed
// by the same code. "Painted" is the end of the frame that first shows the awaited element: the
// element is looked for at every animation frame, and once there, a message posted from that
// frame's callback runs after the frame's style, layout and paint (a task queued behind the
// rendering steps), which is when the time is read.

export interface ProbeTarget {
  // Renders the product into `root` from the data the page was served with.
  mount(root: HTMLElement): void;
  // CSS selector of a question's outermost element, by variable name.
  question(name: string): string;
}

export interface Probe {
  mount(lastQuestion: string): Promise<number>;
  armAnswer(dependent: string): void;
  answered(): Promise<number>;
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
  window.__probe = {
    // From the render call to the painted frame holding the page's last shown question.
    async mount(lastQuestion) {
      const root = document.getElementById('root') as HTMLElement;
      const selector = target.question(lastQuestion);
      const start = performance.now();
      target.mount(root);
      return (await whenPainted(() => document.querySelector(selector) !== null)) - start;
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
    // The given questions that are in the page.
    shown(names) {
      return names.filter((name) => document.querySelector(target.question(name)) !== null);
    },
    question: target.question,
  };
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
