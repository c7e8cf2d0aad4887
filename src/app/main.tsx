import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  return (
    <main>
      <h1>Home energy, priced and installed</h1>
      <p>Instant quotes for boilers, heat pumps, solar, batteries, EV chargers and air conditioning.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Home />
  </StrictMode>,
);
