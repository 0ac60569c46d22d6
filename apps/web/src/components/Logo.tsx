export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-gray-900">
      <svg aria-hidden viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="7" className="fill-primary-600" />
        <path d="M9 8h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H9zM23 8h-2a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h3z" fill="#fff" />
      </svg>
      Folio
    </span>
  );
}
