import { endpoint, idParams } from './endpoint.ts';
import {
  fileDeleteAnswerSchema,
  fileDeleteBodySchema,
  fileDetailSchema,
  fileListQuerySchema,
  fileListSchema,
  fileQuerySchema,
  fileSearchAnswerSchema,
  fileSearchQuerySchema,
  fileUploadAnswerSchema,
  fileUsesAnswerSchema,
  fileUsesQuerySchema,
  TUS_UPLOAD_PATH,
  UPLOADS_PATH,
} from './file.ts';

const list = (path: `/api/${string}`) => endpoint({ method: 'get', path, query: fileListQuerySchema, responses: { 200: fileListSchema } });

/** A multipart upload (spec part 1 §7: field `file`, bearer header); its body is streamed by the route, not parsed here. */
const multipart = (path: `/api/${string}`) => endpoint({ method: 'post', path, responses: { 201: fileUploadAnswerSchema } });

/** Files and uploads (spec part 1 §7), and the calls the spec leaves "not shown" in the same style. */
export const fileEndpoints = {
  textures: list('/api/files/list/textures'),
  models: list('/api/files/list/models'),
  images: list('/api/images/list'),
  icons: list('/api/icons/list'),
  collections: list('/api/collections/list'),
  latestImages: list('/api/images/list/latest'),
  query: endpoint({ method: 'get', path: '/api/cms/files', query: fileQuerySchema, responses: { 200: fileListSchema } }),
  search: endpoint({ method: 'get', path: '/api/cms/files/search', query: fileSearchQuerySchema, responses: { 200: fileSearchAnswerSchema } }),
  uses: endpoint({ method: 'get', path: '/api/cms/files/uses', query: fileUsesQuerySchema, responses: { 200: fileUsesAnswerSchema } }),
  one: endpoint({ method: 'get', path: '/api/cms/files/{id}', params: idParams, responses: { 200: fileDetailSchema } }),
  delete: endpoint({
    method: 'post',
    path: '/api/upload/cloud/files/delete/{id}',
    params: idParams,
    body: fileDeleteBodySchema,
    responses: { 200: fileDeleteAnswerSchema },
  }),
  uploadImage: multipart('/api/upload/cloud/image'),
  uploadModel: multipart('/api/upload/cloud/model'),
  uploadCollection: multipart('/api/upload/cloud/collection'),
  uploadIcon: multipart('/api/upload/cloud/icon'),
  uploadTexture: multipart('/api/upload/cloud/texture'),
};

export type FileEndpoints = typeof fileEndpoints;

const MULTIPART_UPLOAD_PATHS: ReadonlySet<string> = new Set(
  [fileEndpoints.uploadImage, fileEndpoints.uploadModel, fileEndpoints.uploadCollection, fileEndpoints.uploadIcon, fileEndpoints.uploadTexture].map((e) => e.path),
);

/** Every path whose bodies are streamed (never read whole) and timed by idleness, not by one timer for the call. */
export function isStreamedPath(pathname: string): boolean {
  return pathname === TUS_UPLOAD_PATH || pathname.startsWith(`${TUS_UPLOAD_PATH}/`) || pathname.startsWith(`${UPLOADS_PATH}/`) || MULTIPART_UPLOAD_PATHS.has(pathname);
}
