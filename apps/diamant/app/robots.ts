import { robotsFor } from '@ornament/content/seo';
import type { MetadataRoute } from 'next';
import { storefront } from '../src/tenant';

export default function robots(): MetadataRoute.Robots {
  return robotsFor(storefront.tenant);
}
