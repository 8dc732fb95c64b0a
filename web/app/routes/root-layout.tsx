import { Outlet, ScrollRestoration } from 'react-router';
import { CrashTrigger } from '../../components/crash-boundary';
import { DevTools } from './debug/dev-tools';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <CrashTrigger />
      <Outlet />
      {import.meta.env.DEV && <DevTools />}
    </>
  );
}
