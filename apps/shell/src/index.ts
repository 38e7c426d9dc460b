// When the sign-in page painted from the build's markup (src/prerender/), the app's code, one
// long task, waits until that paint has reached the screen. `eager` keeps the app in this
// file: no extra request, only a later start.
if (document.getElementById('sp-prerender')?.firstChild) {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
await import(/* webpackMode: "eager" */ './bootstrap');

export {};
