/**
 * @generated SignedSource<<743a68304d9001af8b29d6c58874265c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionCategoryGroup_category$data = {
  readonly collections: ReadonlyArray<{
    readonly elementCount: number;
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"CollectionCard_collection">;
  }>;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "CollectionCategoryGroup_category";
};
export type CollectionCategoryGroup_category$key = {
  readonly " $data"?: CollectionCategoryGroup_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionCategoryGroup_category">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionCategoryGroup_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elementCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CollectionCard_collection"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CollectionCategory",
  "abstractKey": null
};
})();

(node as any).hash = "d01c6c7acdb82723af7c940968143cc8";

export default node;
