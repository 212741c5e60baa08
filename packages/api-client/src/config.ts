import { serviceOfPath, type ServiceId } from '@ornament/api-contract/http';
import type { RequestContext } from './context';

export interface ClientConfig {
  /** Base URL per service (spec 1 §7: the host is chosen by path prefix); missing ones use the default. */
  baseUrls: Partial<Record<ServiceId, string>>;
  /** '' in the browser: calls go to the storefront's own origin, which rewrites /api to the API. */
  defaultBaseUrl: string;
  fetch?: typeof fetch;
  /**
   * Who is asking. A function is read on every call, so the browser can follow cookie changes
   * (a new city after set-region) without rebuilding the client.
   */
  context: RequestContext | (() => RequestContext);
  /** Extra headers on every call; the server forwards the shopper's Cookie header here. */
  headers?: Record<string, string>;
  /** Error-reporting hook: every error the request layer throws passes through it first. */
  onError?: (error: unknown) => void;
}

export function resolveContext(config: ClientConfig): RequestContext {
  return typeof config.context === 'function' ? config.context() : config.context;
}

/** The base URL for a path, picked by its service prefix; no trailing slash, so the path's own one stays. */
export function hostForPath(config: ClientConfig, path: string): string {
  const base = config.baseUrls[serviceOfPath(path)] ?? config.defaultBaseUrl;
  return base.replace(/\/+$/, '');
}
