import clsx from 'clsx';

/** A landing section's title and intro; `id` names the section (its `aria-labelledby`). Centred unless set beside a link. */
export function SectionHeading({ id, title, intro, centred = true }: { id: string; title: string; intro: string; centred?: boolean }) {
  return (
    <div className={clsx('max-w-2xl', centred && 'mx-auto text-center')}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      <p className="mt-3 text-gray-600">{intro}</p>
    </div>
  );
}
