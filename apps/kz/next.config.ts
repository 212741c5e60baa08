import { storefrontNextConfig } from '@ornament/next-config/storefront';

export default storefrontNextConfig({
  transpilePackages: ['@ornament/ui-kit', '@ornament/shell', '@ornament/catalog', '@ornament/analytics'],
});
