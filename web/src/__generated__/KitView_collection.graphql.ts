/**
 * @generated SignedSource<<f12d61c8774b7fb990ef76c503b4f7a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitView_collection$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ElementPicker_collection">;
  readonly " $fragmentType": "KitView_collection";
};
export type KitView_collection$key = {
  readonly " $data"?: KitView_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitView_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitView_collection",
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

(node as any).hash = "5f952c6120d4d8d834f8d4975291aa01";

export default node;
