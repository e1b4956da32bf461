import type { ReactNode } from 'react';
import { useOnline } from '../lib/connectivity';
import './status-views.css';

/**
 * The loading, empty and error states every list shows, so they look alike everywhere. Plain
 * elements in Joy's look (status-views.css): the order page and the page boundary show them
 * before anything else, so they are part of the first download, which has no Joy in it.
 */
export function LoadingState({ text }: { text: string }) {
  // With no connection a read waits for it (nothing of it is saved on this device, or it would
  // show): said, so a screen opened at the market for the first time does not spin unexplained.
  const online = useOnline();
  return (
    <div role="status" className="status-loading">
      <span className="status-spinner" aria-hidden="true" />
      <span>{text}</span>
      {!online && (
        <span className="status-loading-offline">
          No connection, and this is not saved on this device yet: it loads when you're back online.
        </span>
      )}
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="status-panel">
      <p className="status-title">{title}</p>
      {text && <p className="status-text">{text}</p>}
      {action && <div className="status-action">{action}</div>}
    </div>
  );
}

export function ErrorState({ title, text, onRetry }: { title: string; text?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="status-panel status-panel-danger">
      <p className="status-title">{title}</p>
      {text && <p className="status-text">{text}</p>}
      {onRetry && (
        <button type="button" className="status-retry" onClick={onRetry}>
          Try Again
        </button>
      )}
    </div>
  );
}
