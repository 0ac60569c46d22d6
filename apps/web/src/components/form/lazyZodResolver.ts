import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form's zod resolver that loads zod, its schema (`loadSchema`: a dynamic import of a small module) and the
 * resolver when the form is first used, not with the page: they were a seventh of the sign-in page's JavaScript,
 * and a visitor who only looks never needs them. `preload` starts loading them early (a form calls it on its
 * first focus), so that a submit rarely waits.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => {}) };
}
