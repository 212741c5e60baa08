// Types of system.mjs for the TypeScript files that reuse its browser settings.

/** The whole browser (CHROMIUM_PATH, else Debian's /usr/bin/chromium). */
export const chromiumPath: string;
/** Debian's Chromium headless shell. */
export const headlessShellPath: string;
/** The switches Chromium needs on this kind of machine. */
export const chromiumFlags: string[];
/** The browser for the journeys: the headless shell, or the whole browser where it is missing. */
export function journeyBrowserPath(): string;
/** Installs (as root) or lists the missing system packages the test run needs. */
export function ensureSystemPackages(): Promise<string[]>;
