import { defineStorefrontConfig } from '@ornament/playwright/base';

export default defineStorefrontConfig({ app: 'kz', port: 3102 });
