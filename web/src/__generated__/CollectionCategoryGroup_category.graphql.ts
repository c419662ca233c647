/**
 * @generated SignedSource<<c96bf5787d0e50dd75c17e316981b7f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionCategoryGroup_category$data = {
  readonly collections: ReadonlyArray<{
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
    readonly slug: string;
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
  "name": "slug",
  "storageKey": null
},
v1 = {
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
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CollectionCategory",
  "abstractKey": null
};
})();

(node as any).hash = "573d602201ab53e118bf4f1a7c5bd97e";

export default node;
