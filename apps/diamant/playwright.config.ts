import { defineStorefrontConfig } from '@ornament/playwright/base';

// The diamond brand is sold in Russia, as the main storefront is: the checks that follow the country
// alone run there.
export default defineStorefrontConfig({ app: 'diamant', port: 3101, repeatsCountry: true });
