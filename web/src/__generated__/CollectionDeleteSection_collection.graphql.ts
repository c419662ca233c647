/**
 * @generated SignedSource<<b9d888323e90c517ee9bc11210e2f178>>
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
    readonly fabricAssignments: number;
    readonly finishAssignments: number;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fabricAssignments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finishAssignments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collection",
  "abstractKey": null
};

(node as any).hash = "b34d9715c5bfcb673f19a3c9991834d4";

export default node;
