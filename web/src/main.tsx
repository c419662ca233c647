import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyStoredColorScheme } from './colorScheme.ts';
import { createRoutes, routerOptions } from './routes/router.tsx';
import { onSignedOut } from './session/session.ts';
import { trackNavigationProgress } from './ui/navigationProgress.ts';
import './styles.css';

applyStoredColorScheme();

const router = createBrowserRouter(createRoutes(), routerOptions);
trackNavigationProgress(router);

// D11: wherever a 401 happens, the user ends on the login screen.
onSignedOut(() => {
  void router.navigate('/', { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('Brak elementu #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
