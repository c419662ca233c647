/**
 * @generated SignedSource<<63662292354ade803748944e4e5fc339>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementCategoriesTable_collection$data = {
  readonly elementCategories: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ElementCategoriesTable_row">;
  }>;
  readonly id: string;
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
  "name": "id",
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ElementCategory",
      "kind": "LinkedField",
      "name": "elementCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ElementCategoriesTable_row"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "6f1569b908a2d858d2853fe3869082a9";

export default node;
