/**
 * The app's first page has rendered into #root: what the visitor typed into the prerendered
 * form (and where the caret was) moves into the app's fields of the same name, then the
 * prerendered copy goes, and a submit asked of it is made by the app's form. Called before
 * the browser paints (a layout effect), so the page never shows twice.
 */
export function takeOverPrerender() {
  const prerendered = document.getElementById('sp-prerender');
  if (!prerendered?.firstChild) return prerendered?.remove();
  const focused = prerendered.contains(document.activeElement)
    ? (document.activeElement as HTMLInputElement).name
    : null;
  for (const old of prerendered.querySelectorAll<HTMLInputElement>('input[name]')) {
    const input = document.querySelector<HTMLInputElement>(`#root input[name="${old.name}"]`);
    if (!input) continue;
    if (old.value) input.value = old.value;
    if (old.name === focused) input.focus();
  }
  prerendered.remove();
  if ('submitted' in prerendered.dataset) {
    const form = document.querySelector<HTMLFormElement>('#root form');
    // after the commit, when React handles the event
    if (form) setTimeout(() => form.requestSubmit());
  }
}
