import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toast, toastLifetimeMs } from './Toast';

describe('Toast', () => {
  it('is a polite status with title and optional text', () => {
    const html = renderToStaticMarkup(<Toast open title="Включён VPN" text="Его использование может привести к ошибкам и сбоям" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('Включён VPN');
    expect(html).toContain('Его использование');
    expect(html).not.toContain('aria-label="Закрыть"');
  });

  it('has a close button only when it can be closed', () => {
    expect(renderToStaticMarkup(<Toast open title="x" onClose={() => undefined} />)).toContain('aria-label="Закрыть"');
  });

  it('renders nothing while closed', () => {
    expect(renderToStaticMarkup(<Toast open={false} title="x" />)).toBe('');
  });

  it('stays 4.1 s, or 7 s with a close control, unless told otherwise (spec 1 §9)', () => {
    expect(toastLifetimeMs(false)).toBe(4100);
    expect(toastLifetimeMs(true)).toBe(7000);
    expect(toastLifetimeMs(true, 0)).toBe(0);
    expect(toastLifetimeMs(false, 1500)).toBe(1500);
  });

  it('S1.9.8 a toast told it has no close control shows none and lives 4.1 s; with one 7 s', () => {
    const brief = renderToStaticMarkup(<Toast open title="Добавлено" closable={false} onClose={() => undefined} />);
    expect(brief).not.toContain('aria-label="Закрыть"');
    expect(toastLifetimeMs(false)).toBe(4100);
    expect(renderToStaticMarkup(<Toast open title="Добавлено" onClose={() => undefined} />)).toContain('aria-label="Закрыть"');
  });
});
