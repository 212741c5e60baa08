import { type FavoriteSort, paths } from '@ornament/api-contract/http';
import type {
  FavoriteArticlesResponse,
  FavoriteCreatedResponse,
  FavoriteListDetailResponse,
  FavoriteListResponse,
  FavoriteListsResponse,
  FavoritesDeletedResponse,
  FavoritesResponse,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const favoritesListsSchemas = loadOnce(() => import('@ornament/api-contract/favorites/lists'));
const favoritesSchemas = loadOnce(() => import('@ornament/api-contract/favorites/favorites'));

export interface FavoritesPageParams {
  page?: number;
  pageSize?: number;
  /** Absent: 'Новые' (newest first). */
  sort?: FavoriteSort | undefined;
}

/** Spec 2 §7 favourites and folders; every call acts for the session's user (the `sid` cookie). */
export interface FavoriteCalls {
  list(params?: FavoritesPageParams, options?: CallOptions): Promise<ApiResponse<FavoritesResponse>>;
  articles(options?: CallOptions): Promise<ApiResponse<FavoriteArticlesResponse>>;
  add(article: string, options?: CallOptions): Promise<ApiResponse<FavoriteCreatedResponse>>;
  remove(id: number, options?: CallOptions): Promise<ApiResponse<null>>;
  /** The given articles (selection mode), or every favourite without them. */
  removeAll(articles?: readonly string[], options?: CallOptions): Promise<ApiResponse<FavoritesDeletedResponse>>;
  lists(options?: CallOptions): Promise<ApiResponse<FavoriteListsResponse>>;
  createList(name: string, options?: CallOptions): Promise<ApiResponse<FavoriteListResponse>>;
  renameList(guid: string, name: string, options?: CallOptions): Promise<ApiResponse<FavoriteListResponse>>;
  deleteList(guid: string, options?: CallOptions): Promise<ApiResponse<null>>;
  /** The owner's folder with its products. */
  listDetail(guid: string, options?: CallOptions): Promise<ApiResponse<FavoriteListDetailResponse>>;
  addToList(guid: string, urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<FavoriteListResponse>>;
  removeFromList(guid: string, urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<FavoriteListResponse>>;
  /** Anyone with the share link. */
  wishlist(guid: string, options?: CallOptions): Promise<ApiResponse<FavoriteListDetailResponse>>;
  saveWishlist(guid: string, options?: CallOptions): Promise<ApiResponse<FavoriteListResponse>>;
}

export function favoriteCalls(config: ClientConfig): FavoriteCalls {
  return {
    list(params = {}, options) {
      const query = { page: params.page, 'page-size': params.pageSize, sort: params.sort };
      return request(config, { ...options, path: paths.favorites, query, schema: async () => (await favoritesSchemas()).favoritesResponseSchema });
    },
    articles(options) {
      return request(config, { ...options, path: paths.favoriteArticles, schema: async () => (await favoritesSchemas()).favoriteArticlesResponseSchema });
    },
    add(article, options) {
      const body = { data: { type: 'favorite', attributes: { article } } };
      return request(config, { ...options, method: 'POST', path: paths.favorites, body, schema: async () => (await favoritesSchemas()).favoriteCreatedResponseSchema });
    },
    remove(id, options) {
      return request(config, { ...options, method: 'DELETE', path: paths.favorite(id), schema: async () => (await favoritesSchemas()).noContentResponseSchema });
    },
    removeAll(articles, options) {
      const body = articles ? { articles: [...articles] } : undefined;
      return request(config, { ...options, method: 'DELETE', path: paths.favoritesDeleteAll, body, schema: async () => (await favoritesSchemas()).favoritesDeletedResponseSchema });
    },
    lists(options) {
      return request(config, { ...options, path: paths.favoriteLists, schema: async () => (await favoritesListsSchemas()).favoriteListsResponseSchema });
    },
    createList(name, options) {
      return request(config, { ...options, method: 'POST', path: paths.favoriteLists, body: { name }, schema: async () => (await favoritesListsSchemas()).favoriteListResponseSchema });
    },
    renameList(guid, name, options) {
      return request(config, { ...options, method: 'PUT', path: paths.favoriteList(guid), body: { name }, schema: async () => (await favoritesListsSchemas()).favoriteListResponseSchema });
    },
    deleteList(guid, options) {
      return request(config, { ...options, method: 'DELETE', path: paths.favoriteList(guid), schema: async () => (await favoritesSchemas()).noContentResponseSchema });
    },
    listDetail(guid, options) {
      return request(config, { ...options, path: paths.favoriteList(guid), schema: async () => (await favoritesListsSchemas()).favoriteListDetailResponseSchema });
    },
    addToList(guid, urlCodes, options) {
      const body = { guid, url_codes: [...urlCodes] };
      return request(config, { ...options, method: 'POST', path: paths.favoriteListProducts, body, schema: async () => (await favoritesListsSchemas()).favoriteListResponseSchema });
    },
    removeFromList(guid, urlCodes, options) {
      const body = { guid, url_codes: [...urlCodes] };
      return request(config, { ...options, method: 'DELETE', path: paths.favoriteListProducts, body, schema: async () => (await favoritesListsSchemas()).favoriteListResponseSchema });
    },
    wishlist(guid, options) {
      return request(config, { ...options, path: paths.wishlist(guid), schema: async () => (await favoritesListsSchemas()).favoriteListDetailResponseSchema });
    },
    saveWishlist(guid, options) {
      return request(config, { ...options, method: 'POST', path: paths.wishlistSave(guid), schema: async () => (await favoritesListsSchemas()).favoriteListResponseSchema });
    },
  };
}
