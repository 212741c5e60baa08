import { baseConfig } from '@ornament/vitest-config/base';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vitest/config';

// The plugin compiles .css.ts files as a build would, so components render with real class names;
// tsconfig keeps JSX for Next ('preserve'), so tests compile it with the automatic runtime here.
export default mergeConfig(baseConfig(), {
  plugins: [vanillaExtractPlugin()],
  oxc: { jsx: { runtime: 'automatic' } },
});
