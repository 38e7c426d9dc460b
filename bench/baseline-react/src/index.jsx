// The floor the shell is compared with: React with one heading, built by the same tool.
// The second page is a lazy chunk so a "menu switch" has a floor too. It is loaded before
// the state changes, as React Router does for a lazy route: <Suspense> would add React's
// 300 ms fallback throttle, which the shell's router navigation does not pay.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

let Second = null;
const load = (path) =>
  path === '/second' && !Second
    ? import('./second.jsx').then((m) => (Second = m.default))
    : Promise.resolve();

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => load(location.pathname).then(() => setPath(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = (to) => (event) => {
    event.preventDefault();
    load(to).then(() => (history.pushState(null, '', to), setPath(to)));
  };
  return (
    <main>
      <nav>
        <a href="/" onClick={go('/')}>
          Home
        </a>{' '}
        <a href="/second" onClick={go('/second')}>
          Second
        </a>
      </nav>
      {path === '/second' && Second ? <Second /> : <h1>Sign in to the back office</h1>}
    </main>
  );
}

load(location.pathname).then(() =>
  createRoot(document.getElementById('root')).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
