const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** "12.4 MB", "1 GB", in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  const [unit, size] = bytes >= GB ? (['gigabyte', GB] as const) : bytes >= MB ? (['megabyte', MB] as const) : (['kilobyte', KB] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
