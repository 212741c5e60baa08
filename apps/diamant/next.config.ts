import { storefrontNextConfig } from '@ornament/next-config/storefront';

export default storefrontNextConfig({
  transpilePackages: ['@ornament/ui-kit', '@ornament/account', '@ornament/shell', '@ornament/catalog', '@ornament/analytics', '@ornament/auth-modal', '@ornament/checkout', '@ornament/content', '@ornament/messaging'],
});
