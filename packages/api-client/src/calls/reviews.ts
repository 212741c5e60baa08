import { paths, reviewUploadField } from '@ornament/api-contract/http';
import type {
  CommentFilesQuery,
  CommentFilesResponse,
  CommentInfoResponse,
  CommentResponse,
  CommentsQuery,
  CommentsResponse,
  CommentVoteChoice,
  CommentVoteResponse,
  FileDeleteResponse,
  FileUploadResponse,
  SendCommentAttributes,
  SendCommentResponse,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const reviewsCommentInfoSchemas = loadOnce(() => import('@ornament/api-contract/reviews/commentInfo'));
const reviewsCommentsSchemas = loadOnce(() => import('@ornament/api-contract/reviews/comments'));
const reviewsFilesSchemas = loadOnce(() => import('@ornament/api-contract/reviews/files'));
const reviewsVotesSchemas = loadOnce(() => import('@ornament/api-contract/reviews/votes'));

export type {
  Comment,
  CommentFile,
  CommentFilesResponse,
  CommentInfo,
  CommentInfoResponse,
  CommentPhoto,
  CommentResponse,
  CommentsResponse,
  CommentVoteChoice,
  CommentVoteResponse,
  FileDeleteResponse,
  FileUploadResponse,
  SendCommentAttributes,
  SendCommentResponse,
  UploadedFile,
  VoteStatus,
} from '@ornament/api-contract';

/** Spec 2 §7 "Reviews". Failures are ApiClientError whose message is the first error's detail. */
export interface ReviewCalls {
  /** A page of a product's published reviews (5 by default), newest first. */
  comments(query: CommentsQuery, options?: CallOptions): Promise<ApiResponse<CommentsResponse>>;
  /** The photos of a product's reviews (99 per page by default). */
  files(query: CommentFilesQuery, options?: CallOptions): Promise<ApiResponse<CommentFilesResponse>>;
  comment(id: number, options?: CallOptions): Promise<ApiResponse<CommentResponse>>;
  /** Count and rating per product, for cards and the product page. */
  commentInfo(urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<CommentInfoResponse>>;
  /** Like, dislike or withdraw ('none') the session user's vote (CommentVoting). */
  vote(commentId: number, vote: CommentVoteChoice, options?: CallOptions): Promise<ApiResponse<CommentVoteResponse>>;
  send(article: string, attributes: SendCommentAttributes, options?: CallOptions): Promise<ApiResponse<SendCommentResponse>>;
  /** Uploads one photo as multipart form data; the server checks its type by content. */
  upload(file: Blob, options?: CallOptions): Promise<ApiResponse<FileUploadResponse>>;
  /** Deletes the session user's own photo that no review holds yet. */
  deleteFile(id: number, options?: CallOptions): Promise<ApiResponse<FileDeleteResponse>>;
}

export function reviewCalls(config: ClientConfig): ReviewCalls {
  return {
    comments(query, options) {
      return request(config, { ...options, path: paths.comments, query: { ...query }, schema: async () => (await reviewsCommentsSchemas()).commentsResponseSchema });
    },
    files(query, options) {
      return request(config, { ...options, path: paths.commentsFiles, query: { ...query }, schema: async () => (await reviewsFilesSchemas()).commentFilesResponseSchema });
    },
    comment(id, options) {
      return request(config, { ...options, path: paths.comment(id), schema: async () => (await reviewsCommentsSchemas()).commentResponseSchema });
    },
    commentInfo(urlCodes, options) {
      return request(config, { ...options, path: paths.commentInfo, query: { url_codes: urlCodes }, schema: async () => (await reviewsCommentInfoSchemas()).commentInfoResponseSchema });
    },
    vote(commentId, vote, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.commentVote,
        body: { data: { type: 'CommentVoting', attributes: { 'comment-id': commentId, vote } } },
        schema: async () => (await reviewsVotesSchemas()).commentVoteResponseSchema,
      });
    },
    send(article, attributes, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.productComments(article),
        body: { data: { type: 'ProductComment', attributes } },
        schema: async () => (await reviewsCommentsSchemas()).sendCommentResponseSchema,
      });
    },
    upload(file, options) {
      const form = new FormData();
      form.append(reviewUploadField, file, file instanceof File ? file.name : 'photo');
      return request(config, { ...options, method: 'POST', path: paths.commentFileUpload, body: form, schema: async () => (await reviewsFilesSchemas()).fileUploadResponseSchema });
    },
    deleteFile(id, options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.commentFileDelete,
        body: { data: { type: 'CommentFile', id } },
        schema: async () => (await reviewsFilesSchemas()).fileDeleteResponseSchema,
      });
    },
  };
}
