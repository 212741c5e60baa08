import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

// Apart from listing.css: the always-loaded 'Показать ещё' leaf carries only these class names.
export const loadMore = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });

export const loadMoreError = style({ margin: 0, color: vars.color.sale, fontSize: 14 });
