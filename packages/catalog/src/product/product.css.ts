import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

// One shrinkable column: a horizontal strip (recommendations) scrolls inside it instead of widening the page.
export const page = style({ paddingBlock: vars.space.m, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.l });

export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.s, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

export const galleryMain = style({ gridColumn: '1 / -1' });

export const picture = style({ display: 'block', width: '100%', height: 'auto', background: vars.color.surface });

export const summary = style({ display: 'grid', gap: vars.space.m, alignContent: 'start' });

export const title = style({ margin: 0, fontFamily: vars.font.strong, fontWeight: vars.fontWeight.strong, fontSize: 24, lineHeight: 1.25 });

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });

export const bonus = style({ margin: 0, fontSize: 14, color: vars.color.text });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.l,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: 14,
});

/** A name–value pair; its cells join the list's grid. */
export const fact = style({ display: 'contents' });

export const factName = style({ color: vars.color.textSecondary });

export const factValue = style({ margin: 0 });

export const sectionTitle = style({ margin: 0, fontSize: 18, fontWeight: vars.fontWeight.strong });

export const description = style({ margin: 0, lineHeight: 1.6, maxWidth: '70ch' });


export const section = style({ display: 'grid', gap: vars.space.s });
