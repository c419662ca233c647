/**
 * @generated SignedSource<<6bb914fad9a1c247fad426f68295964a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionForm_categories$data = ReadonlyArray<{
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "CollectionForm_categories";
}>;
export type CollectionForm_categories$key = ReadonlyArray<{
  readonly " $data"?: CollectionForm_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionForm_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CollectionForm_categories",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "CollectionCategory",
  "abstractKey": null
};

(node as any).hash = "1ba56b1a57043e20334447f87070ba64";

export default node;
