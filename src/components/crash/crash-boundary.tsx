import { Component, type ErrorInfo, type ReactNode } from 'react';
import { handOverFirstPaint } from '@/src/lib/first-paint';
import { CrashScreen } from './crash-screen';
import { crashRecovered, reportCrash } from './report-crash';

interface Props {
  children: ReactNode;
  /** Runs before the children render again (e.g. dropping cached data the crash may come from). */
  onReload?: () => Promise<void> | void;
}

/**
 * Catches rendering crashes outside the router's own boundaries (the shell around the pages).
 * Reload clears the error state and renders the children again.
 */
export class CrashBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    // The crash screen must show, not a first paint that hides it (ARCHITECTURE.md §12).
    handOverFirstPaint();
    reportCrash(error);
  }

  reload = async () => {
    await this.props.onReload?.();
    crashRecovered();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) return <CrashScreen onReload={() => void this.reload()} />;
    return this.props.children;
  }
}
