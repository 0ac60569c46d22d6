/** A failed load, said in words above what could not be shown. */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 rounded-md bg-danger-200/40 px-3 py-2 text-sm text-danger-700">
      {message}
    </p>
  );
}
