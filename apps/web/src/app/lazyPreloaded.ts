import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

/**
 * React's `lazy` for code that has usually arrived by the time it first renders (asked for beside its screen's
 * data, or by `preload`): once the module is here, the component renders in the same pass instead of suspending.
 *
 * Why it matters: a component that suspends shows its boundary's fallback for at least a turn, and React reveals
 * what replaces a fallback no sooner than 300 ms after that fallback appeared (its FALLBACK_THROTTLE_MS, for
 * renders caused by a resolved suspension). A reader whose book and code were both ready would wait those
 * 300 ms with nothing left to load. React's lazy takes the module synchronously from a thenable that calls back
 * at once, which is what this gives it when the module has been loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() takes any props the same way
export function lazyPreloaded<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const component = lazy(() => (loaded ? arrived(loaded) : preload()));
  return Object.assign(component, { preload });
}

/** A promise-like already fulfilled: React's lazy reads its value in the `then` call itself (a promise would call back a turn later). */
function arrived<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}
