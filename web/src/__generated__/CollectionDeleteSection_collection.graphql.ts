/**
 * @generated SignedSource<<1eb2362072d33741476d0f6ac8049a3d>>
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
  };
  readonly id: string;
  readonly viewerCanDelete: boolean;
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
      "kind": "ScalarField",
      "name": "viewerCanDelete",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "1a17bda518d97bd73544b14d4a58a2bc";

export default node;
