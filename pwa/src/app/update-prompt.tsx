import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import '../components/solid-button.css';
import '../components/toaster.css';

/**
 * A new version of the app was deployed: it waits until the person chooses to reload, so a
 * half-filled checkout or recipe is never lost to an automatic refresh. Escape puts it away
 * until the next visit. Plain elements in the toasts' look (toaster.css): every visit loads
 * this module, and most see no update.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!needRefresh) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setNeedRefresh(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [needRefresh, setNeedRefresh]);

  if (!needRefresh) return null;
  return (
    <div role="status" className="toast toast-update">
      <p className="toast-title">A new version of the bakery app is ready.</p>
      <button type="button" className="solid-button toast-action" onClick={() => void updateServiceWorker(true)}>
        Reload to update
      </button>
    </div>
  );
}
