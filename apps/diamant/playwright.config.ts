import { defineStorefrontConfig } from '@ornament/playwright/base';

export default defineStorefrontConfig({ app: 'diamant', port: 3101 });
