// Favourite folders under /api/sklv (spec 2 §5, §7): favorite-list, favorite-list-product, and the
// public wishlist read and save behind the share link /favorites/wishlist/{guid}/.
import {
  type FavoriteList,
  favoriteErrorCodes,
  favoriteListDetailResponseSchema,
  favoriteListGuidParamsSchema,
  favoriteListNameBodySchema,
  favoriteListProductBodySchema,
  favoriteListResponseSchema,
  favoriteListsResponseSchema,
  genericErrorCodes,
  paths,
} from '@ornament/api-contract';
import { limits } from '@ornament/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { catalogContextOf } from '../catalog/requestContext';
import { checkListName } from './listName';
import {
  type ListRow,
  type ListWriteResult,
  addToList,
  createList,
  deleteList,
  existingUrlCodes,
  listByGuid,
  listsOf,
  ownList,
  removeFromList,
  renameList,
  saveSharedList,
} from './listRepository';
import { local } from './local';
import { favoriteServerMessages as messages } from './messages';
import { listImages, productsInOrder } from './products';

const guidPlaceholder = '00000000-0000-0000-0000-000000000000';
const withGuidParam = (path: string) => local(path).replace(guidPlaceholder, ':guid');

const listNotFound = () => new HttpError(404, genericErrorCodes.notFound, messages.listNotFound);
const nameInvalid = () => new HttpError(400, favoriteErrorCodes.listNameInvalid, messages.listNameInvalid, '/name');

function toList(row: ListRow): FavoriteList {
  return { guid: row.guid, name: row.name, images: listImages(row.urlCodes), url_codes: row.urlCodes };
}

function validName(raw: string): string {
  const checked = checkListName(raw);
  if (!checked.ok) throw nameInvalid();
  return checked.name;
}

function listOrThrow(result: ListWriteResult): ListRow {
  switch (result.kind) {
    case 'ok':
      return result.list;
    case 'same-name':
      throw new HttpError(400, favoriteErrorCodes.listNameSame, messages.listNameSame, '/name');
    case 'limit':
      throw new HttpError(400, favoriteErrorCodes.listLimit, messages.listLimit(limits.favouriteFoldersMax));
    case 'not-found':
      throw listNotFound();
  }
}

export async function listRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const listPath = withGuidParam(paths.favoriteList(guidPlaceholder));

  async function detail(request: FastifyRequest, list: ListRow) {
    const user = await request.sessionUser();
    const products = await productsInOrder(app.db, catalogContextOf(request.headers), list.urlCodes);
    return {
      data: { ...toList(list), products },
      meta: { viewer: { is_owner: user?.id === list.userId, is_guest: user?.isGuest ?? true } },
    };
  }

  async function ownedList(request: FastifyRequest, guid: string): Promise<ListRow> {
    const user = await request.sessionUser();
    const list = user ? await ownList(app.db, user.id, guid) : null;
    if (!list) throw listNotFound();
    return list;
  }

  routes.get(local(paths.favoriteLists), { schema: { response: { 200: favoriteListsResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    const lists = user ? await listsOf(app.db, user.id) : [];
    return { data: lists.map(toList), meta: { favorite_list_limit: limits.favouriteFoldersMax } };
  });

  routes.post(
    local(paths.favoriteLists),
    { schema: { body: favoriteListNameBodySchema, response: { 201: favoriteListResponseSchema } } },
    async (request, reply) => {
      const name = validName(request.body.name);
      const user = await request.ensureSessionUser(reply);
      const list = listOrThrow(await createList(app.db, user.id, name, limits.favouriteFoldersMax));
      return reply.status(201).send({ data: toList(list) });
    },
  );

  routes.get(listPath, { schema: { params: favoriteListGuidParamsSchema, response: { 200: favoriteListDetailResponseSchema } } }, async (request) =>
    detail(request, await ownedList(request, request.params.guid)),
  );

  routes.put(
    listPath,
    { schema: { params: favoriteListGuidParamsSchema, body: favoriteListNameBodySchema, response: { 200: favoriteListResponseSchema } } },
    async (request) => {
      const name = validName(request.body.name);
      const user = await request.sessionUser();
      if (!user) throw listNotFound();
      return { data: toList(listOrThrow(await renameList(app.db, user.id, request.params.guid, name))) };
    },
  );

  routes.delete(listPath, { schema: { params: favoriteListGuidParamsSchema } }, async (request, reply) => {
    const user = await request.sessionUser();
    if (!user || !(await deleteList(app.db, user.id, request.params.guid))) throw listNotFound();
    return reply.status(204).send();
  });

  routes.post(
    local(paths.favoriteListProducts),
    { schema: { body: favoriteListProductBodySchema, response: { 200: favoriteListResponseSchema } } },
    async (request) => {
      const list = await ownedList(request, request.body.guid);
      const urlCodes = [...new Set(request.body.url_codes)];
      const known = await existingUrlCodes(app.db, urlCodes);
      const unknown = urlCodes.findIndex((code) => !known.has(code));
      if (unknown >= 0) throw new HttpError(404, favoriteErrorCodes.unknownProduct, messages.unknownProduct, `/url_codes/${unknown}`);
      const result = await addToList(app.db, list.id, urlCodes, limits.folderProductsMax);
      if (result.kind === 'duplicate') throw new HttpError(400, favoriteErrorCodes.alreadyInList, messages.alreadyInList, '/url_codes');
      if (result.kind === 'limit') throw new HttpError(400, favoriteErrorCodes.listLimit, messages.listProductsLimit(limits.folderProductsMax), '/url_codes');
      return { data: toList((await listByGuid(app.db, list.guid))!) };
    },
  );

  routes.delete(
    local(paths.favoriteListProducts),
    { schema: { body: favoriteListProductBodySchema, response: { 200: favoriteListResponseSchema } } },
    async (request) => {
      const list = await ownedList(request, request.body.guid);
      await removeFromList(app.db, list.id, request.body.url_codes);
      return { data: toList((await listByGuid(app.db, list.guid))!) };
    },
  );

  routes.get(
    withGuidParam(paths.wishlist(guidPlaceholder)),
    { schema: { params: favoriteListGuidParamsSchema, response: { 200: favoriteListDetailResponseSchema } } },
    async (request) => {
      const list = await listByGuid(app.db, request.params.guid);
      if (!list) throw listNotFound();
      return detail(request, list);
    },
  );

  routes.post(
    withGuidParam(paths.wishlistSave(guidPlaceholder)),
    { schema: { params: favoriteListGuidParamsSchema, response: { 201: favoriteListResponseSchema } } },
    async (request, reply) => {
      const list = await listByGuid(app.db, request.params.guid);
      if (!list) throw listNotFound();
      const user = await request.sessionUser();
      // Spec 2 §8: a guest cannot save a shared list ('Войдите для сохранения списка').
      if (!user || user.isGuest) throw new HttpError(401, favoriteErrorCodes.authRequired, messages.authRequired);
      const saved = await saveSharedList(app.db, user.id, list, { lists: limits.favouriteFoldersMax, favorites: limits.favouritesMax });
      if (saved.kind === 'limit') throw new HttpError(400, favoriteErrorCodes.listLimit, messages.listLimit(limits.favouriteFoldersMax));
      return reply.status(201).send({ data: toList(saved.list) });
    },
  );
}
