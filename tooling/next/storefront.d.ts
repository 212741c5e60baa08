import type { NextConfig } from 'next';

export interface StorefrontNextOptions {
  /** Workspace packages the app consumes from source (`.css.ts`, React components). */
  transpilePackages: readonly string[];
}

/** A config function of Next's phase: the production build also writes the standalone artifact. */
export declare function storefrontNextConfig(options: StorefrontNextOptions): (phase: string) => NextConfig;
