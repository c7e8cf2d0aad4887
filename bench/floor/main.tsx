// The benchmark floor: the smallest app built from the same stack as the product
// (React 19, react-dom, react-router-dom with one route). Every page's first-visit bytes
// are reported as a ratio to this.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <main>
        <h1>Floor</h1>
        <p>React, react-dom and react-router-dom with one route.</p>
      </main>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
