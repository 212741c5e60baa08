import { baseConfig } from '@ornament/vitest-config/base';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vitest/config';

// As in shell: .css.ts compiles as in a build; JSX (kept 'preserve' for Next) uses the automatic runtime.
export default mergeConfig(baseConfig(), {
  plugins: [vanillaExtractPlugin()],
  oxc: { jsx: { runtime: 'automatic' } },
});
