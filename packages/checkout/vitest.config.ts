import { baseConfig } from '@ornament/vitest-config/base';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vitest/config';

// The plugin compiles .css.ts files as a build would, so components render with real class names;
// tsconfig keeps JSX for Next ('preserve'): modules the tests reach through other packages (the
// shell's state re-exports a small component) are compiled with the automatic runtime here.
export default mergeConfig(baseConfig(), {
  plugins: [vanillaExtractPlugin()],
  oxc: { jsx: { runtime: 'automatic' } },
});
