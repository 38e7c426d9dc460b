// The floor the shell is compared with: React with one heading, built by the same tool.
// The second page is a lazy chunk so a "menu switch" has a floor too.
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const Second = lazy(() => import('./second.jsx'));

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = (to) => (event) => {
    event.preventDefault();
    history.pushState(null, '', to);
    setPath(to);
  };
  return (
    <main>
      <nav>
        <a href="/" onClick={go('/')}>Home</a> <a href="/second" onClick={go('/second')}>Second</a>
      </nav>
      <Suspense fallback={null}>{path === '/second' ? <Second /> : <h1>Sign in to the back office</h1>}</Suspense>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
