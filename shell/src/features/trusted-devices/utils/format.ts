import { formatDateTime as sharedDateTime } from '@courier/shared';
import { translate } from '../../../i18n';

/** An instant in the page's language and format; '' for none or an invalid one. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant || Number.isNaN(new Date(instant).getTime())) return '';
  return sharedDateTime(instant);
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
      ? translate('shell.devices.browserOn', { system: system[1] })
      : label.trim() || translate('shell.devices.unknownBrowser');
  const version = browser[0].exec(label)?.[1];
  const name = `${browser[1]}${version ? ` ${version}` : ''}`;
  return system ? translate('shell.devices.browser', { browser: name, system: system[1] }) : name;
}
