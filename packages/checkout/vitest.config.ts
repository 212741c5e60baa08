import { baseConfig } from '@ornament/vitest-config/base';
import { mergeConfig } from 'vitest/config';

// tsconfig keeps JSX for Next ('preserve'): modules the tests reach through other packages (the
// shell's state re-exports a small component) are compiled with the automatic runtime here.
export default mergeConfig(baseConfig(), { oxc: { jsx: { runtime: 'automatic' } } });
