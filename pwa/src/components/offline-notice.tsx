import './status-views.css';
import { lazyDateFormat } from '#shared/date-format';

const timeFormat = lazyDateFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The quiet line under a list shown from this device's saved copy (status-views.css). */
export function OfflineNotice({ since }: { since: number | null }) {
  if (since === null) return null;
  return (
    <p role="status" className="offline-line">
      Offline: showing what you saw at {timeFormat.format(new Date(since))}
    </p>
  );
}
