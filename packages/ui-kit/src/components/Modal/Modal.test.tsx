import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';
import { focusTargetAfterClose, isBackdropClick } from './modalEvents';

const noop = () => undefined;

describe('Modal', () => {
  it('renders nothing while closed', () => {
    expect(renderToStaticMarkup(<Modal open={false} onClose={noop} title="Заголовок" />)).toBe('');
  });

  it('is a dialog named by its title, with a labelled close button', () => {
    const html = renderToStaticMarkup(
      <Modal open onClose={noop} title="Обновите браузер">
        <p>Текст</p>
      </Modal>,
    );
    expect(html).toMatch(/^<dialog[^>]*aria-modal="true"/);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}"`);
    expect(html).toContain('aria-label="Закрыть"');
    expect(html).toContain('<p>Текст</p>');
  });

  it('lets the caller name the dialog', () => {
    const html = renderToStaticMarkup(<Modal open onClose={noop} title="x" labelledBy="own-title" />);
    expect(html).toContain('aria-labelledby="own-title"');
  });
});

describe('modal events', () => {
  it('treats only clicks on the dialog element itself as outside clicks', () => {
    const dialog = {} as EventTarget;
    expect(isBackdropClick(dialog, dialog)).toBe(true);
    expect(isBackdropClick({} as EventTarget, dialog)).toBe(false);
    expect(isBackdropClick(null, dialog)).toBe(false);
  });

  it('returns focus only to an element still in the page', () => {
    const button = { focus: noop } as unknown as Element;
    expect(focusTargetAfterClose(button, { contains: () => true })).toBe(button);
    expect(focusTargetAfterClose(button, { contains: () => false })).toBeNull();
    expect(focusTargetAfterClose(null, { contains: () => true })).toBeNull();
  });
});
