/**
 * How much of a limit is used, as a bar that assistive technology reads as a meter: its name from the element
 * `labelledBy` names, its value in the words of `text` ("12.4 MB of 1 GB used"). Red from 90 % on.
 */
export function MeterBar({ labelledBy, value, max, text }: { labelledBy: string; value: number; max: number; text: string }) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 100;
  return (
    <div
      role="meter"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={text}
      className="h-2 overflow-hidden rounded-full bg-gray-200"
    >
      <div className={percent >= 90 ? 'h-full bg-danger-600' : 'h-full bg-primary-600'} style={{ width: `${percent}%` }} />
    </div>
  );
}
