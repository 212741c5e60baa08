/** The six browsers the old-browser modal offers (spec 1 §4), with their official download pages. */
export const browserDownloads = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Яндекс Браузер', href: 'https://browser.yandex.ru/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge/download' },
  { name: 'Opera', href: 'https://www.opera.com/download' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;
