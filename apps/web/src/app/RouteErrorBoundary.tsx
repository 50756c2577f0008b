import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouteErrorPage } from './pages/RouteErrorPage';

type Props = { location: Location; children: ReactNode };
type State = { failed: boolean; location: Location };

/**
 * A page that fails to render (most often a stale chunk after a new release) is replaced, layout
 * and all, by RouteErrorPage until the user moves to another page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
