import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorPage, type ErrorScreenHome } from './RouteErrorPage';

type Props = { location: Location; home?: ErrorScreenHome; children: ReactNode };
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
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} home={this.props.home} />;
  }
}

/**
 * A route's error screen (app/router.tsx wraps every route's element in one): a screen whose code is gone after an
 * update, or one that broke, shows RouteErrorPage in its place; the layouts around it stay. `home`: its way home
 * where that is not the site's (RouteErrorPage).
 */
export function ScreenErrorBoundary({ home, children }: { home?: ErrorScreenHome; children: ReactNode }) {
  return (
    <Boundary location={useLocation()} home={home}>
      {children}
    </Boundary>
  );
}
