const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant -> `22/11/2026 08:30` (the browser's time zone); '' for none or an invalid one. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date).replace(',', '');
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A browser's label for people: a user agent string (`Mozilla/5.0 (X11; Linux x86_64) …
 * Chrome/131.0 …`) reads `Chrome 131 on Linux`; any other label is kept as it is.
 */
export function browserName(label: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(label));
  const system = SYSTEMS.find(([pattern]) => pattern.test(label));
  if (!browser)
    return system && /^Mozilla\//.test(label)
      ? `A browser on ${system[1]}`
      : label.trim() || 'Unknown browser';
  const version = browser[0].exec(label)?.[1];
  return `${browser[1]}${version ? ` ${version}` : ''}${system ? ` on ${system[1]}` : ''}`;
}
