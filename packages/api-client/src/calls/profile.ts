import { accountSecurityPaths, paths } from '@ornament/api-contract/http';
import type {
  ChangePasswordResponse,
  ChangeSubscribesMindboxBody,
  ChangeSubscribesMindboxResponse,
  CommentProductsResponse,
  ConfirmEmailResponse,
  ConfirmationCodeResponse,
  DeactivateResponse,
  FavoriteStoreAddResponse,
  FavoriteStoresResponse,
  FillProfileResponse,
  ProfileProductsResponse,
  ProfileDeleteForm,
  SentCommentsResponse,
  SubscriptionsResponse,
  UserEditableAttributes,
  UserResponse,
  UserSubscriptionForm,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const favoritesSchemas = loadOnce(() => import('@ornament/api-contract/favorites/favorites'));
const profileAccountSchemas = loadOnce(() => import('@ornament/api-contract/profile/account'));
const profileCommentProductsSchemas = loadOnce(() => import('@ornament/api-contract/profile/commentProducts'));
const profilePurchasedProductsSchemas = loadOnce(() => import('@ornament/api-contract/profile/purchasedProducts'));
const profileSecuritySchemas = loadOnce(() => import('@ornament/api-contract/profile/security'));
const profileStoresSchemas = loadOnce(() => import('@ornament/api-contract/profile/stores'));
const profileSubscriptionsSchemas = loadOnce(() => import('@ornament/api-contract/profile/subscriptions'));
const profileUserSchemas = loadOnce(() => import('@ornament/api-contract/profile/user'));

export interface PasswordInput {
  current?: string | undefined;
  password: string;
  confirm: string;
  /** A first password needs a fresh confirmation code (issue 19 finding 10): sent as `meta.code`. */
  code?: string | undefined;
}

/** What a sensitive change carries (issue 19 finding 10): the code from `confirmationCode()`. */
export interface Confirmation {
  code?: string | undefined;
}

const metaOf = (code: string | undefined) => (code ? { meta: { code } } : {});

export interface CommentProductsParams {
  lastYearOnly?: boolean;
  page?: number;
  pageSize?: number;
}

/**
 * Spec 3 §7 profile calls for the signed-in shopper (the profile read itself is `auth.profile`):
 * user/{id} GET and PATCH, fill-profile, password, deletion, subscriptions, favourite stores and the
 * reviews area. Field errors come back as an http ApiClientError whose `errors` carry the pointers.
 */
export interface ProfileCalls {
  user(id: string, options?: CallOptions): Promise<ApiResponse<UserResponse>>;
  /** A changed e-mail needs `confirmation.code`; the answer's `meta['pending-email']` then waits for its link. */
  updateUser(id: string, attributes: UserEditableAttributes, options?: CallOptions, confirmation?: Confirmation): Promise<ApiResponse<UserResponse>>;
  fillProfile(options?: CallOptions): Promise<ApiResponse<FillProfileResponse>>;
  changePassword(input: PasswordInput, options?: CallOptions): Promise<ApiResponse<ChangePasswordResponse>>;
  /** Issue 19 finding 10: a confirmation code by SMS to the signed-in account's own phone. */
  confirmationCode(options?: CallOptions): Promise<ApiResponse<ConfirmationCodeResponse>>;
  /** The e-mail confirmation link's token (works without a login). */
  confirmEmail(token: string, options?: CallOptions): Promise<ApiResponse<ConfirmEmailResponse>>;
  deactivate(form: ProfileDeleteForm, options?: CallOptions): Promise<ApiResponse<DeactivateResponse>>;
  subscriptions(options?: CallOptions): Promise<ApiResponse<SubscriptionsResponse>>;
  setSubscriptions(forms: readonly UserSubscriptionForm[], options?: CallOptions): Promise<ApiResponse<SubscriptionsResponse>>;
  /** An e-mail's unsubscribe link: works without a login. */
  unsubscribe(body: ChangeSubscribesMindboxBody, options?: CallOptions): Promise<ApiResponse<ChangeSubscribesMindboxResponse>>;
  favoriteStores(options?: CallOptions): Promise<ApiResponse<FavoriteStoresResponse>>;
  /** A city's stores, each marked is-favorite. */
  cityStores(cityGuid: string, options?: CallOptions): Promise<ApiResponse<FavoriteStoresResponse>>;
  addFavoriteStore(storeId: number, options?: CallOptions): Promise<ApiResponse<FavoriteStoreAddResponse>>;
  removeFavoriteStore(storeId: number, options?: CallOptions): Promise<ApiResponse<null>>;
  commentProducts(params?: CommentProductsParams, options?: CallOptions): Promise<ApiResponse<CommentProductsResponse>>;
  /** GET v5/profile/products/: what the shopper bought (completed orders), each marked rated or not. */
  products(params?: { standalone?: boolean }, options?: CallOptions): Promise<ApiResponse<ProfileProductsResponse>>;
  sentComments(params?: { page?: number; pageSize?: number }, options?: CallOptions): Promise<ApiResponse<SentCommentsResponse>>;
}

const personal = { cache: 'no-store' } as const;

export function profileCalls(config: ClientConfig): ProfileCalls {
  return {
    user(id, options) {
      return request(config, { ...personal, ...options, path: paths.user(id), schema: async () => (await profileUserSchemas()).userResponseSchema });
    },
    updateUser(id, attributes, options, confirmation) {
      const body = { data: { id, type: 'user', attributes }, ...metaOf(confirmation?.code) };
      return request(config, { ...options, method: 'PATCH', path: paths.user(id), body, schema: async () => (await profileUserSchemas()).userResponseSchema });
    },
    fillProfile(options) {
      return request(config, { ...personal, ...options, path: paths.fillProfile, schema: async () => (await profileUserSchemas()).fillProfileResponseSchema });
    },
    changePassword({ current, password, confirm, code }, options) {
      const attributes = { ...(current ? { 'current-password': current } : {}), password, 'password-confirm': confirm };
      const body = { data: { type: 'change-password', attributes }, ...metaOf(code) };
      return request(config, { ...options, method: 'POST', path: paths.changePassword, body, schema: async () => (await profileAccountSchemas()).changePasswordResponseSchema });
    },
    confirmationCode(options) {
      return request(config, { ...options, method: 'POST', path: accountSecurityPaths.confirmationCode, schema: async () => (await profileSecuritySchemas()).confirmationCodeResponseSchema });
    },
    confirmEmail(token, options) {
      return request(config, { ...options, method: 'POST', path: accountSecurityPaths.confirmEmail, body: { token }, schema: async () => (await profileSecuritySchemas()).confirmEmailResponseSchema });
    },
    deactivate(form, options) {
      return request(config, { ...options, method: 'POST', path: paths.deactivate, body: form, schema: async () => (await profileAccountSchemas()).deactivateResponseSchema });
    },
    subscriptions(options) {
      return request(config, { ...personal, ...options, path: paths.subscriptions, schema: async () => (await profileSubscriptionsSchemas()).subscriptionsResponseSchema });
    },
    setSubscriptions(forms, options) {
      return request(config, { ...options, method: 'POST', path: paths.subscriptions, body: { data: [...forms] }, schema: async () => (await profileSubscriptionsSchemas()).subscriptionsResponseSchema });
    },
    unsubscribe(body, options) {
      return request(config, { ...options, method: 'POST', path: paths.changeSubscribesMindbox, body, schema: async () => (await profileSubscriptionsSchemas()).changeSubscribesMindboxResponseSchema });
    },
    favoriteStores(options) {
      return request(config, { ...personal, ...options, path: paths.favoriteStores, schema: async () => (await profileStoresSchemas()).favoriteStoresResponseSchema });
    },
    cityStores(cityGuid, options) {
      return request(config, { ...personal, ...options, path: paths.favoriteStores, query: { 'filter[city]': cityGuid }, schema: async () => (await profileStoresSchemas()).favoriteStoresResponseSchema });
    },
    addFavoriteStore(storeId, options) {
      return request(config, { ...options, method: 'POST', path: paths.favoriteStores, body: { storeId }, schema: async () => (await profileStoresSchemas()).favoriteStoreAddResponseSchema });
    },
    removeFavoriteStore(storeId, options) {
      return request(config, { ...options, method: 'DELETE', path: paths.favoriteStore(storeId), schema: async () => (await favoritesSchemas()).noContentResponseSchema });
    },
    commentProducts({ lastYearOnly = false, page = 1, pageSize = 10 } = {}, options) {
      const query = { 'filter[last_year]': lastYearOnly ? '1' : '0', 'page-size': pageSize, page: page > 1 ? page : undefined };
      return request(config, { ...personal, ...options, path: paths.commentProducts, query, schema: async () => (await profileCommentProductsSchemas()).commentProductsResponseSchema });
    },
    products({ standalone = false } = {}, options) {
      const query = { standalone: standalone ? 'true' : undefined };
      return request(config, { ...personal, ...options, path: paths.profileProducts, query, schema: async () => (await profilePurchasedProductsSchemas()).profileProductsResponseSchema });
    },
    sentComments({ page = 1, pageSize = 50 } = {}, options) {
      const query = { 'page-size': pageSize, page: page > 1 ? page : undefined };
      return request(config, { ...personal, ...options, path: paths.commentProductsSent, query, schema: async () => (await profileCommentProductsSchemas()).sentCommentsResponseSchema });
    },
  };
}
