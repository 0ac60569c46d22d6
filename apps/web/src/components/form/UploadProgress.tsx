/** The bar of a running upload, announced to screen readers by its label and value. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  if (percent === null) return null;
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className="h-2 overflow-hidden rounded-full bg-gray-200">
      <div className="h-full bg-primary-600 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
