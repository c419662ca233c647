/**
 * @generated SignedSource<<1291e2bed3cb058771c885d149ae9117>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionCard_photo$data = {
  readonly contentType: string;
  readonly thumbnailUrl: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "CollectionCard_photo";
};
export type CollectionCard_photo$key = {
  readonly " $data"?: CollectionCard_photo$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionCard_photo">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "CollectionCard_photo"
};

(node as any).hash = "2405693f0d80056b6fc383670d06c0eb";

export default node;
