// "You're offline" while the browser says so or while requests cannot reach the server
// (api-client.ts announces both ways); gone as soon as one gets through or the network is back.
import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_EVENT } from '../lib/api-client';

export function OfflineBanner() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [reachable, setReachable] = useState(true);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    const connection = (event: Event) => setReachable((event as CustomEvent<boolean>).detail);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    window.addEventListener(CONNECTION_EVENT, connection);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.removeEventListener(CONNECTION_EVENT, connection);
    };
  }, []);

  if (online && reachable) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-sm font-medium"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
      {t(online ? 'shell.unreachable' : 'shell.offline')}
    </div>
  );
}
