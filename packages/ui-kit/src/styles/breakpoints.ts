import { breakpoints } from '@ornament/domain';

/** Media queries at the spec's breakpoints (spec 1 §9): 600, 768, 1024, 1280, 1440 px, mobile first. */
export const media = {
  search: `screen and (min-width: ${breakpoints.search}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const;
