import react from '@ornament/eslint-config/react';

export default [...react, { ignores: ['test-results/**', 'playwright-report/**'] }];
