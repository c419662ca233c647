/**
 * @generated SignedSource<<87ca6b871ee889d6fc63ed01c89ab28e>>
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
  readonly name: string;
  readonly " $fragmentType": "ElementCategoriesTable_collection";
};
export type ElementCategoriesTable_collection$key = {
  readonly " $data"?: ElementCategoriesTable_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementCategoriesTable_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElementCategoriesTable_collection",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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

(node as any).hash = "2690e0b880df9ac041dbb19b16e2997a";

export default node;
