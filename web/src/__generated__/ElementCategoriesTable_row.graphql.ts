/**
 * @generated SignedSource<<751fabfd195185765a457f48c326415f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementCategoriesTable_row$data = {
  readonly available: boolean;
  readonly displayOrd: number;
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly " $fragmentType": "ElementCategoriesTable_row";
};
export type ElementCategoriesTable_row$key = {
  readonly " $data"?: ElementCategoriesTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementCategoriesTable_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElementCategoriesTable_row",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
  "type": "ElementCategory",
  "abstractKey": null
};

(node as any).hash = "616e6320f552f8731a3ca51d09719ac8";

export default node;
