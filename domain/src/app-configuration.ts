import { z } from 'zod';

/**
 * The spec's "Application configuration" (part 2 §3: defaultElementThumbUrl, thumbUrl, texturesThumbsPath),
 * sent with the element answers (§7 getCollectionElements, getCollectionElement) so a client can show icons.
 */
export const appConfigurationSchema = z.object({
  defaultElementThumbUrl: z.string().describe("The icon shown for an element without its own; '' when none is set"),
  thumbUrl: z.string().describe("Where element and kit icon file names (their thumbUrl) are served from; '' when not served yet"),
  texturesThumbsPath: z.string().describe("Where fabric texture thumbnails are served from; '' when not served yet"),
});
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;

/**
 * What the API answers until the files area (uploads and storage, the next issues) serves files: nothing is
 * served yet, so no address is promised; each field becomes that area's address once it exists.
 */
export const DEFAULT_APP_CONFIGURATION: AppConfiguration = { defaultElementThumbUrl: '', thumbUrl: '', texturesThumbsPath: '' };
