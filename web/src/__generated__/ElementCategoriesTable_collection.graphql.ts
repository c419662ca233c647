/**
 * @generated SignedSource<<3d3e70abbc9c5ec3e00d633a5cbcf145>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementCategoriesTable_collection$data = {
  readonly elementCategories: ReadonlyArray<{
    readonly available: boolean;
    readonly displayOrd: number;
    readonly id: string;
    readonly name: string;
    readonly nameEn: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "ElementCategoriesTable_collection";
};
export type ElementCategoriesTable_collection$key = {
  readonly " $data"?: ElementCategoriesTable_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementCategoriesTable_collection">;
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
  "name": "ElementCategoriesTable_collection",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ElementCategory",
      "kind": "LinkedField",
      "name": "elementCategories",
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
          "name": "nameEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayOrd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "846bc6fddaba99b0287c2e5ec621614b";

export default node;
