import type { UserConfig } from 'vitest/config';
export declare function baseConfig(test?: UserConfig['test']): UserConfig;
