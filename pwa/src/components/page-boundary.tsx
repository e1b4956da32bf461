import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState } from './status-views';

/**
 * Where a page is shown: a spinner while its code downloads (pages load when first opened),
 * and a way out when it cannot load (offline before it was ever saved, or the app was updated
 * since this tab opened) instead of a blank screen. Moving to another page tries again.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary pathname={pathname}>
      <Suspense fallback={<LoadingState text="Loading..." />}>
        {children}
        <PageReady />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * Marks the document once a page is on screen and answering (hydrated, or rendered): <html
 * data-app="ready">. A server-rendered page looks ready before it is; browser tests wait for this.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // A new page is a new try; the layout around it stays mounted.
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title="This page couldn't load"
        text="Please check your connection, then reload the page."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
