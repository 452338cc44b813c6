import { Component, createElement, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  tag: string;
  onError: (error: Error) => void;
  children?: ReactNode;
}

/**
 * One per element: a render error shows a small fallback and is logged; it never blanks the host
 * page or other elements (React unmounts the whole root on an uncaught render error). The
 * fallback text is fixed English, not a label: see CONTRIBUTING.md "Element runtime".
 */
export class ElementErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.tag}: render failed`, error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return createElement(
        'div',
        { part: 'base', 'data-state': 'error', role: 'alert', className: 'mf-fallback' },
        'This content could not be displayed.',
      );
    }
    return this.props.children;
  }
}
