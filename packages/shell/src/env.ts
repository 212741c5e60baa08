// What the shell reads from the environment: the storefront's release id (`main@1.0.0`), which its
// Next config inlines at build as NEXT_PUBLIC_RELEASE, the same in the server and the browser bundles.
export const release: string | undefined = process.env.NEXT_PUBLIC_RELEASE;
