import type { NextConfig } from 'next';

export interface StorefrontNextOptions {
  /** Workspace packages the app consumes from source (`.css.ts`, React components). */
  transpilePackages: readonly string[];
}

export declare function storefrontNextConfig(options: StorefrontNextOptions): NextConfig;
