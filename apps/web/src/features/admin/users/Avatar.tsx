import clsx from 'clsx';

/** The profile picture, or the name's initials when there is none. */
export function Avatar({ name, src, size = 'small' }: { name: string; src: string | null; size?: 'small' | 'large' }) {
  const box = size === 'large' ? 'size-20 text-2xl' : 'size-10 text-sm';
  if (src) return <img src={src} alt="" loading="lazy" className={clsx(box, 'shrink-0 rounded-full object-cover')} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span aria-hidden className={clsx(box, 'grid shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-800')}>
      {initials}
    </span>
  );
}
