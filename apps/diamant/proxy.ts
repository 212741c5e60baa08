import { storefrontProxy } from '@ornament/shell/proxy';
import { env } from './src/env';
import { personalPaths } from './src/personalPaths';

export const proxy = storefrontProxy({ apiUrl: env.API_URL, production: env.NODE_ENV === 'production', mapTileUrl: env.MAP_TILE_URL, personalPaths, mainBrandOrigin: env.MAIN_STOREFRONT_URL });

// Pages and the API; never Next's own assets or files with an extension (icons, robots.txt). Next
// reads this matcher statically, so it stays a literal in each app.
export const config = { matcher: ['/api/:path*', '/((?!_next/|.*\\.[\\w]+$).*)'] };
