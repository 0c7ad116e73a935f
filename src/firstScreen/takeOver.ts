/**
 * The app taking over the station's first screen (src/firstScreen/handler.tsx) in place: when the page holds it,
 * the app renders into a hidden container beside it, and the first screen gives way as soon as the app shows a
 * screen of its own (a `main` that is not a wait, `data-waiting`). Until then the driver keeps the first screen,
 * not the app's starting screen; nothing is painted twice, nothing moves.
 */
export function appContainer(document: Document): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const first = root.querySelector<HTMLElement>('[data-first-screen]');
  if (!first) return root;
  const container = document.createElement('div');
  container.setAttribute('data-app-root', '');
  container.hidden = true;
  root.append(container);
  const takeOver = () => {
    if (!container.querySelector('main:not([data-waiting])')) return;
    observer.disconnect();
    first.remove();
    container.hidden = false;
  };
  const observer = new MutationObserver(takeOver);
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-waiting'] });
  return container;
}
