import { media } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

// Apart from filters.css: the always-loaded 'Фильтры' leaf carries only this class name.
export const mobileTrigger = style({ '@media': { [media.tablet]: { display: 'none' } } });
