import { DebugLauncher } from '../../../features/debug/components/debug-launcher';
import { useDebugSession } from './use-debug-session';

export function DevToolsPanel() {
  return <DebugLauncher session={useDebugSession()} />;
}
