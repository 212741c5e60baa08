import { clientErrorMessages } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon, lazyIcon } from './Icon';
import { HeartIcon } from './icons';

afterEach(() => vi.restoreAllMocks());

describe('icons', () => {
  it('are decorative by default and named when given a title', () => {
    expect(renderToStaticMarkup(<HeartIcon />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<HeartIcon title="Избранное" />);
    expect(named).toContain('aria-label="Избранное"');
    expect(named).toContain('role="img"');
  });

  it('render by name', () => {
    expect(renderToStaticMarkup(<Icon name="heart" />)).toContain('<svg');
  });

  it('log the spec message and render nothing for an unknown name', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toBe('');
    expect(log).toHaveBeenCalledWith(clientErrorMessages.iconImportFailed, expect.any(Error));
    expect(clientErrorMessages.iconImportFailed).toBe('Error while importing icon');
  });

  it('log and render nothing when a lazy icon import fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyIcon(() => Promise.reject(new Error('chunk failed')));
    expect(await Broken({})).toBeNull();
    expect(log).toHaveBeenCalledWith('Error while importing icon', expect.any(Error));
  });

  it('render a lazy icon once loaded', async () => {
    const Lazy = lazyIcon(() => Promise.resolve({ default: HeartIcon }));
    expect(renderToStaticMarkup(<>{await Lazy({ size: 16 })}</>)).toContain('width="16"');
  });
});
