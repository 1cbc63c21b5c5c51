/**
 * A short, language-neutral device label from a User-Agent: browser and system names (proper nouns,
 * shown as they are in every language) joined by a middle dot, "" when neither is recognised (the
 * site then shows its own translated "unknown device"). Order matters: Edge and Opera also say Chrome,
 * Chrome also says Safari, Android also says Linux, iOS also says Mac OS X.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  return [firstMatch(BROWSERS, userAgent), firstMatch(SYSTEMS, userAgent)].filter(Boolean).join(' · ');
}
