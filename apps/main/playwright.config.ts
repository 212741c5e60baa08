import { defineStorefrontConfig } from '@ornament/playwright/base';

export default defineStorefrontConfig({ app: 'main', port: 3100, tiledStorefront: true });
