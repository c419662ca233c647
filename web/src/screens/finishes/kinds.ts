import type { FinishKind } from '@meble/domain/finish';
import { pictureUrl, thumbnailUrl } from '@meble/domain/file';
import { paths } from '../../routes/paths.ts';

/** The addresses of each kind's screens: the catalogue (D24) and a collection's (spec part 2 §2). */
export const FINISH_PATHS = {
  legs: {
    list: paths.legFinishes,
    create: paths.legFinishCreate,
    one: (id: string) => paths.legFinish({ id }),
    ofCollection: (slug: string) => paths.legsColors({ slug }),
    assign: (slug: string) => paths.legsTexturesAssign({ slug }),
  },
  elements: {
    list: paths.elementFinishes,
    create: paths.elementFinishCreate,
    one: (id: string) => paths.elementFinish({ id }),
    ofCollection: (slug: string) => paths.elementsColors({ slug }),
    assign: (slug: string) => paths.elementsTexturesAssign({ slug }),
  },
} as const satisfies Record<FinishKind, unknown>;

/** The kind as the graph's enum names it. */
export const GRAPH_KIND = { legs: 'LEGS', elements: 'ELEMENTS' } as const satisfies Record<FinishKind, string>;
export const kindOfGraph = (kind: string): FinishKind => (kind === 'LEGS' ? 'legs' : 'elements');

/** The swatch of a finish: its texture's thumbnail, or null when it names no stored file. */
export function finishSwatch(textureName: string): string | null {
  return pictureUrl('texture', textureName) && thumbnailUrl('texture', textureName);
}
