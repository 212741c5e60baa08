import { baseConfig } from '@ornament/vitest-config/base';

export default baseConfig({ include: ['bench/**/*.test.mjs'] });
