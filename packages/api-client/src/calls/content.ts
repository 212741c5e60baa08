import { paths } from '@ornament/api-contract/http';
import type { MenuResponse, contentAreaResponseSchema, contentPageResponseSchema } from '@ornament/api-contract';
import { limits } from '@ornament/domain';
import type { z } from 'zod';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const catalogMenuSchemas = loadOnce(() => import('@ornament/api-contract/catalog/menu'));
const contentSchemas = loadOnce(() => import('@ornament/api-contract/content/content'));

export type ContentAreaResponse = z.infer<typeof contentAreaResponseSchema>;
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

export interface ContentCalls {
  /** The site menu; cached on the server for 1800 s (spec 1 §9) unless `options.next` says otherwise. */
  menu(options?: CallOptions): Promise<ApiResponse<MenuResponse>>;
  /** The crawlers' menu (get-robot-menu): the same tree, never personal; cached and tagged like the menu. */
  robotMenu(options?: CallOptions): Promise<ApiResponse<MenuResponse>>;
  area(code: string, params?: { formatting?: boolean }, options?: CallOptions): Promise<ApiResponse<ContentAreaResponse>>;
  page(code: string, params?: { include?: 'contents' | 'coid' }, options?: CallOptions): Promise<ApiResponse<ContentPageResponse>>;
}

export const menuCacheTag = 'site-main-menu';

export function contentCalls(config: ClientConfig): ContentCalls {
  return {
    menu(options) {
      return request(config, {
        next: { revalidate: limits.catalogMenuCacheSeconds, tags: [menuCacheTag] },
        ...options,
        path: paths.siteMainMenu,
        schema: async () => (await catalogMenuSchemas()).menuResponseSchema,
      });
    },
    robotMenu(options) {
      return request(config, {
        next: { revalidate: limits.catalogMenuCacheSeconds, tags: [menuCacheTag] },
        ...options,
        path: paths.siteRobotMenu,
        schema: async () => (await catalogMenuSchemas()).menuResponseSchema,
      });
    },
    area(code, params, options) {
      // Codes may come from a URL; encoding keeps them inside their one path segment.
      const safeCode = encodeURIComponent(code);
      const path = params?.formatting ? paths.contentAreaWithFormatting(safeCode) : paths.contentArea(safeCode);
      return request(config, { ...options, path, schema: async () => (await contentSchemas()).contentAreaResponseSchema });
    },
    page(code, params, options) {
      return request(config, {
        ...options,
        path: paths.contentPage(encodeURIComponent(code)),
        query: { include: params?.include },
        schema: async () => (await contentSchemas()).contentPageResponseSchema,
      });
    },
  };
}
