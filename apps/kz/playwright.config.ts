import { defineStorefrontConfig } from '@ornament/playwright/base';

// The phone's layout is the main brand's shell, checked at 390 px on the main storefront.
export default defineStorefrontConfig({ app: 'kz', port: 3102, phoneViewport: false });
