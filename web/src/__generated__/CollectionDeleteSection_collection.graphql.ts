/**
 * @generated SignedSource<<94158eeb3e288adb61654695343b7215>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionDeleteSection_collection$data = {
  readonly deletionImpact: {
    readonly elementCategories: number;
    readonly elements: number;
    readonly kits: number;
  };
  readonly id: string;
  readonly " $fragmentType": "CollectionDeleteSection_collection";
};
export type CollectionDeleteSection_collection$key = {
  readonly " $data"?: CollectionDeleteSection_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionDeleteSection_collection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionDeleteSection_collection",
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
      "concreteType": "CollectionDeletionImpact",
      "kind": "LinkedField",
      "name": "deletionImpact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elementCategories",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elements",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kits",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "9bf94b3b0a1971cafcf8d31a25c0eea8";

export default node;
