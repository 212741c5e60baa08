import { loyaltyPaths, requestHeaders } from '@ornament/api-contract/http';
import { bonusCurrencyOf } from '@ornament/domain';
import type { BonusBalanceResponse, CodePartnerResponse, PersonalOffersResponse, Task, TaskListResponse, TaskResponse } from '@ornament/api-contract';
import { type ClientConfig, resolveContext } from '../config';
import type { RequestContext } from '../context';
import { isApiClientError, unwrap } from '../errors';
import { type ApiResponse, type CallOptions, request, type RequestOptions } from '../request';
import { loadOnce } from '../contract';

const loyaltyBonusesSchemas = loadOnce(() => import('@ornament/api-contract/loyalty/bonuses'));
const loyaltyPersonalOffersSchemas = loadOnce(() => import('@ornament/api-contract/loyalty/personalOffers'));
const loyaltyTasksSchemas = loadOnce(() => import('@ornament/api-contract/loyalty/tasks'));

/** Spec 1 §7, spec 3 §7: bonus calls send RUB or KZT by the storefront's domain (never BYN). */
export function bonusCurrencyHeader(ctx: RequestContext): Record<string, string> {
  return ctx.currencyCode ? { [requestHeaders.currencyCode]: bonusCurrencyOf(ctx.currencyCode) } : {};
}

/** Bonuses for a task (spec 3 §8): a 404 is an answer, "no such task", and marks the fetch done. */
export type TaskLookup = { found: true; task: Task } | { found: false };

/**
 * Spec 1 §3, spec 3 §3 and §7: the tasks centre, the bonus balance, personal offers and the partner
 * code of the signed-in shopper. Every call carries X-Currency-Code (RUB or KZT by the storefront).
 */
export interface LoyaltyCalls {
  tasks(options?: CallOptions): Promise<ApiResponse<TaskListResponse>>;
  tasksCompleted(options?: CallOptions): Promise<ApiResponse<TaskListResponse>>;
  /** One completion (the deep link personal/tasks-center/event/{id}). */
  taskEvent(id: number, options?: CallOptions): Promise<ApiResponse<TaskResponse>>;
  /** One task with its reward; `{ found: false }` when the API answers 404. */
  task(id: number, options?: CallOptions): Promise<TaskLookup>;
  bonusBalance(options?: CallOptions): Promise<ApiResponse<BonusBalanceResponse>>;
  /** v3 for the offers list, v4 on the product page; `article` fills filter[article]. */
  personalOffers(version: 3 | 4, article?: string, options?: CallOptions): Promise<ApiResponse<PersonalOffersResponse>>;
  codePartner(options?: CallOptions): Promise<ApiResponse<CodePartnerResponse>>;
}

export function loyaltyCalls(config: ClientConfig): LoyaltyCalls {
  // Personal answers: never from a cache; the currency header read per call, as the context is.
  function bonusRequest<T>(options: RequestOptions<T>): Promise<ApiResponse<T>> {
    return request(config, { cache: 'no-store', ...options, headers: { ...bonusCurrencyHeader(resolveContext(config)), ...options.headers } });
  }
  return {
    tasks(options) {
      return bonusRequest({ ...options, path: loyaltyPaths.tasks, schema: async () => (await loyaltyTasksSchemas()).taskListResponseSchema });
    },
    tasksCompleted(options) {
      return bonusRequest({ ...options, path: loyaltyPaths.tasksCompleted, schema: async () => (await loyaltyTasksSchemas()).taskListResponseSchema });
    },
    taskEvent(id, options) {
      return bonusRequest({ ...options, path: loyaltyPaths.taskEvent(id), schema: async () => (await loyaltyTasksSchemas()).taskResponseSchema });
    },
    async task(id, options) {
      try {
        return { found: true, task: unwrap(await bonusRequest({ ...options, path: loyaltyPaths.task(id), schema: async () => (await loyaltyTasksSchemas()).taskResponseSchema })).data };
      } catch (error) {
        if (isApiClientError(error) && error.kind === 'http' && error.status === 404) return { found: false };
        throw error;
      }
    },
    bonusBalance(options) {
      return bonusRequest({ ...options, path: loyaltyPaths.bonusBalance, schema: async () => (await loyaltyBonusesSchemas()).bonusBalanceResponseSchema });
    },
    personalOffers(version, article, options) {
      return bonusRequest({ ...options, path: loyaltyPaths.personalOffer(version), query: { 'filter[article]': article }, schema: async () => (await loyaltyPersonalOffersSchemas()).personalOffersResponseSchema });
    },
    codePartner(options) {
      return bonusRequest({ ...options, path: loyaltyPaths.codePartner, schema: async () => (await loyaltyBonusesSchemas()).codePartnerResponseSchema });
    },
  };
}
