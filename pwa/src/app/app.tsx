import { AppProviders, type AppProvidersProps } from './providers';
import { AppRoutes } from './router';

/** The whole app, inside the router its entry gives it (main.tsx, entry-server.tsx). */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  );
}
