import { installProbe } from './pageProbe';

// The static floor of the player benchmark: the same shown questions as plain HTML (a label and a
// native control each, no framework), put in the page with one `innerHTML`, and the least script
// that reveals the dependent question and writes the computed value when the trigger is answered.
// What the browser itself costs on this machine to lay out, paint and type into such a page: no
// player can be faster, so a target below it cannot be met here.

export interface FloorData {
  html: string;
  trigger: string;
  // The revealed question's HTML, inserted right after the trigger's question.
  dependentHtml: string;
  computed: string;
  computedText: string;
}

installProbe({
  mount(root) {
    const data = window.__DATA__ as FloorData;
    root.innerHTML = data.html;
    root.addEventListener('change', (event) => {
      const input = event.target as HTMLInputElement;
      if (input.name !== data.trigger || input.value !== 'a') return;
      const question = root.querySelector(`[data-q="${data.trigger}"]`);
      if (!root.querySelector(`[data-q="${data.computed}"] output`)) return;
      if (question && !question.nextElementSibling?.matches('[data-dependent]'))
        question.insertAdjacentHTML('afterend', data.dependentHtml);
      const output = root.querySelector(`[data-q="${data.computed}"] output`) as HTMLOutputElement;
      output.textContent = data.computedText;
    });
  },
  question: (name) => `[data-q="${name}"]`,
});
