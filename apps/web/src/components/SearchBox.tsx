import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A labelled search box that reports its text once typing pauses (one request per pause, not per key).
 * `value` is the search in force; the box starts from it. `name`: where a page's pre-rendered twin of the box
 * hands what was typed into it over to the app's (app/shell/handOver.ts).
 */
export function SearchBox({ label, placeholder, value, onSearch, width = 'w-56', name }: { label: string; placeholder: string; value: string; onSearch: (text: string) => void; width?: string; name?: string }) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-gray-400" />
      <input
        id={id}
        name={name}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className={`${width} rounded-md border border-gray-300 bg-white py-1.5 ps-8 pe-3 text-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none`}
      />
    </div>
  );
}
