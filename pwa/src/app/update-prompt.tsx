import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { LEAVES_PAGE_ATTRIBUTE } from '../lib/on-demand';
import '../components/solid-button.css';
import '../components/toaster.css';

/**
 * A new version of the app was deployed: it waits until the person chooses to reload, so a
 * half-filled checkout or recipe is never lost to an automatic refresh. Escape puts it away
 * until the next visit. Plain elements in the toasts' look (toaster.css): every visit loads
 * this module, and most see no update.
 *
 * The reload comes once the new version has taken over the page (vite-plugin-pwa reloads on
 * its "controlling" event); until then the button says the update is under way. Its tap is
 * not a use of the page (LEAVES_PAGE_ATTRIBUTE): the downloads a first tap starts would keep
 * the old version busy, and Chromium would leave the new one waiting.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!needRefresh) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNeedRefresh(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [needRefresh, setNeedRefresh]);

  if (!needRefresh) return null;
  return (
    <div role="status" className="toast toast-update" {...{ [LEAVES_PAGE_ATTRIBUTE]: '' }}>
      <p className="toast-title">A new version of the bakery app is ready.</p>
      <button
        type="button"
        className="solid-button toast-action"
        aria-disabled={updating}
        onClick={() => {
          if (updating) return;
          setUpdating(true);
          void updateServiceWorker();
        }}
      >
        {updating ? 'Updating…' : 'Reload to update'}
      </button>
    </div>
  );
}
