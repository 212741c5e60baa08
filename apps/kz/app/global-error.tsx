'use client';

import { fallbackTexts as fallbackPageMessages } from '../src/fallbackTexts';

// Replaces the root layout when it fails, so it carries its own <html> and no theme: plain inline
// styles keep it readable even if the stylesheet is what broke.
export default function GlobalError() {
  return (
    <html lang="ru">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '64px 16px', color: '#1A1A1A' }}>
        <h1 style={{ fontSize: 26, marginBottom: 24 }}>{fallbackPageMessages.title}</h1>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: '12px 20px', marginRight: 12 }}>
          {fallbackPageMessages.reload}
        </button>
        <a href="/" style={{ color: 'inherit' }}>
          {fallbackPageMessages.toMainPage}
        </a>
      </body>
    </html>
  );
}
