/**
 * @generated SignedSource<<79f004141aa10cb61996c63e88ca2882>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitCreateForm_collection$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ElementPicker_collection">;
  readonly " $fragmentType": "KitCreateForm_collection";
};
export type KitCreateForm_collection$key = {
  readonly " $data"?: KitCreateForm_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitCreateForm_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitCreateForm_collection",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ElementPicker_collection"
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "d1df01884aa77144fb3cee2ede20932d";

export default node;
