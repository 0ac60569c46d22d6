import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

type Props = { location: Location; children: ReactNode };
type State = { error: unknown; location: Location };

/** Catches what a route's screen throws while it renders or loads, until the address changes (React logs it). */
class Boundary extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A thrown `undefined` still fails the screen: kept apart from "no error".
    return { error: error ?? new Error('The screen threw nothing') };
  }

  // Another address tries its screen afresh, as React Router's own boundaries do (a link in the error screen's
  // layout, the browser's back button).
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

/**
 * A route's error screen (app/router.tsx wraps every route's element in one): a screen whose code is gone after an
 * update, or one that broke, shows RouteErrorPage in its place; the layouts around it stay.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
